/** The two icons antd-mobile-icons lacks; same 1em, currentColor style as its icons. */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** A 24-unit outline icon drawn in the text colour at the text size, like antd-mobile-icons. */
function OutlineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9v11h5v-6h4v6h5V9" />
    </OutlineIcon>
  );
}

export function HeadsetIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="7" rx="1.5" />
      <rect x="17" y="13" width="4" height="7" rx="1.5" />
      <path d="M19 20a3 3 0 0 1-3 2h-3" />
    </OutlineIcon>
  );
}
