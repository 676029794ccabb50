import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/** A page's one h1, at the size of antd's third heading: a back office page, not a poster. */
export function PageTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}
