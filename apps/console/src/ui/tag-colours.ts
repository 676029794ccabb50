/**
 * The colours of the console's status tags, each readable (WCAG AA, 4.5:1, which axe checks).
 * antd's preset tags draw coloured text on a pale tint of it: blue, purple and red pass, but gold
 * (#d48806), green (#389e0d) and cyan (#08979c) do not. Those three are given as a dark shade
 * instead, which antd draws as a solid tag with white text (gold-9, green-8, cyan-8).
 */
export const TAG_COLOURS = {
  blue: 'blue',
  purple: 'purple',
  red: 'red',
  gold: '#874d00',
  green: '#237804',
  cyan: '#006d75',
  default: 'default',
} as const;
