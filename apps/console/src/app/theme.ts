import type { ThemeConfig } from 'antd';

/**
 * antd's default light theme with the colours it draws text in darkened to WCAG AA (4.5:1) on
 * white, which axe checks: the blue #1677ff, under white button text and as link and selected-menu
 * text, gives 4.1:1, antd's blue-7 #0958d9 6.2:1 (links derive from colorInfo, not colorPrimary);
 * the red #ff4d4f of danger buttons and field errors 3.3:1, red-7 #cf1322 5.6:1; the 45% black of
 * descriptions and field help 3.3:1 and the 25% black of placeholders 1.8:1 (a Select's placeholder
 * is text, which axe checks), 60% black 5.7:1 (5.4:1 on the table header's grey). And a focused
 * field's ring, antd's palest blue (#e6f4ff, hardly seen on white), in the primary blue at 40%.
 */
export const CONSOLE_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    controlOutline: 'rgba(9, 88, 217, 0.4)',
  },
};
