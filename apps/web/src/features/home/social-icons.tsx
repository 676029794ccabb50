/** Brand glyphs antd-mobile-icons lacks (Telegram, Facebook, YouTube), 1em in the text colour. */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Glyph({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" {...props}>
      <path d={d} fillRule="evenodd" />
    </svg>
  );
}

export const TelegramIcon = (props: IconProps) => (
  <Glyph
    {...props}
    d="M21.5 3.5 2.8 10.7c-1 .4-1 1.8.1 2.1l4.6 1.5 1.8 5.6c.3.8 1.3 1 1.9.4l2.6-2.5 4.9 3.6c.7.5 1.7.1 1.9-.7l3.2-15.1c.2-1-.8-1.9-1.8-1.5Z"
  />
);

export const FacebookIcon = (props: IconProps) => (
  <Glyph
    {...props}
    d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v8h4v-8H17l.5-4h-4V8.8c0-.5.3-.8.5-.8Z"
  />
);

export const YouTubeIcon = (props: IconProps) => (
  <Glyph
    {...props}
    d="M22 8.2c-.2-1.6-1-2.7-2.6-2.9C17.2 5 12 5 12 5s-5.2 0-7.4.3C3 5.5 2.2 6.6 2 8.2 1.8 9.5 1.8 12 1.8 12s0 2.5.2 3.8c.2 1.6 1 2.7 2.6 2.9 2.2.3 7.4.3 7.4.3s5.2 0 7.4-.3c1.6-.2 2.4-1.3 2.6-2.9.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8ZM10 15.5v-7l6 3.5-6 3.5Z"
  />
);

/** The social networks home links to, with their resource type (spec §3 Download link) and glyph. */
export const SOCIAL_LINKS = [
  { resourceType: 'YOUTUBE', labelKey: 'social_youtube', Icon: YouTubeIcon },
  { resourceType: 'TELEGRAM', labelKey: 'social_telegram', Icon: TelegramIcon },
  { resourceType: 'FACEBOOK', labelKey: 'social_facebook', Icon: FacebookIcon },
] as const;
