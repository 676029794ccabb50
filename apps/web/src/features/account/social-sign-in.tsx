/** Facebook and Google sign-in (spec §2 Login, issue 3 point 6): a full-page trip to the provider. */
import type { OAuthProvider } from '@app/contract';
import { ACCOUNT_PATHS } from '@app/contract/client';
import type { SVGProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';

export const oauthStartUrl = (provider: OAuthProvider, returnTo: string): string =>
  `${ACCOUNT_PATHS.oauthStart.replace(':provider', provider)}?${new URLSearchParams({ returnTo })}`;

function FacebookIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" {...props}>
      <circle cx="12" cy="12" r="12" fill="#1877f2" />
      <path
        fill="#fff"
        d="M13.3 19.5v-6.1h2.1l.3-2.5h-2.4V9.4c0-.7.2-1.2 1.2-1.2h1.3V6a17 17 0 0 0-1.9-.1c-1.9 0-3.1 1.1-3.1 3.2v1.8H8.7v2.5h2.1v6.1z"
      />
    </svg>
  );
}

function GoogleIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" {...props}>
      <circle cx="12" cy="12" r="12" fill="#fff" />
      <path
        fill="#4285f4"
        d="M19.6 12.2c0-.6-.1-1.1-.2-1.6H12v3h4.3a3.7 3.7 0 0 1-1.6 2.4v2h2.6c1.5-1.4 2.3-3.4 2.3-5.8z"
      />
      <path
        fill="#34a853"
        d="M12 20c2.2 0 4-.7 5.3-2l-2.6-2c-.7.5-1.6.8-2.7.8a4.7 4.7 0 0 1-4.4-3.3H4.9v2A8 8 0 0 0 12 20z"
      />
      <path fill="#fbbc05" d="M7.6 13.5a4.8 4.8 0 0 1 0-3v-2H4.9a8 8 0 0 0 0 7z" />
      <path
        fill="#ea4335"
        d="M12 7.2c1.2 0 2.3.4 3.2 1.2l2.3-2.3A8 8 0 0 0 4.9 8.5l2.7 2A4.7 4.7 0 0 1 12 7.2z"
      />
    </svg>
  );
}

/** The icons of the providers whose whitelabel switch is on; nothing when none is. */
export function SocialSignIn({
  facebook,
  google,
  returnTo,
}: {
  facebook: boolean;
  google: boolean;
  returnTo: string;
}) {
  const { t } = useTranslation();
  if (!facebook && !google) return null;
  return (
    <div className="social-sign-in">
      <p>{t('or_sign_in_with')}</p>
      <div className="social-sign-in__icons">
        {facebook && (
          <a
            href={oauthStartUrl('facebook', returnTo)}
            aria-label={t('sign_in_with', { provider: 'Facebook' })}
          >
            <FacebookIcon />
          </a>
        )}
        {google && (
          <a href={oauthStartUrl('google', returnTo)} aria-label={t('sign_in_with', { provider: 'Google' })}>
            <GoogleIcon />
          </a>
        )}
      </div>
    </div>
  );
}
