/**
 * A link to the iOS configuration profile under the iOS download rule of spec §4 and §8, in one
 * place for the download bar and popup, the add-to-home guide and /m/app.
 */
import { SETTINGS_TOAST_MS } from '@app/contract/client';
import type { ReactNode } from 'react';
import type { TFunction } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { outsidePage } from '../../lib/outside-page';
import { alert } from '../../ui/dialogs';
import { toast } from '../../ui/toast';
import { type Device, downloadTargetOf, isIosSafari } from './download-rules';

/** The redirect waiting for the page's focus after a profile tap: one at a time, a new tap replaces it. */
let cancelPendingRedirect: (() => void) | undefined;

/**
 * Spec §4 iOS download, §8 iOS outside Safari: only Safari installs a configuration profile, so
 * elsewhere on iOS the tap is an alert and goes nowhere. In Safari the link opens the profile;
 * once the page has focus again (the user is back from the profile's prompt), 'going to settings'
 * shows for the settings toast's 4 s (spec §9) and then the page goes to the profile link itself,
 * which takes iOS on to Settings. Elsewhere (a computer) the link simply downloads.
 */
function tapIosProfile(
  event: React.MouseEvent<HTMLAnchorElement>,
  url: string,
  device: Device,
  t: TFunction,
): void {
  if (device !== 'ios') return;
  if (!isIosSafari(navigator.userAgent)) {
    event.preventDefault();
    void alert({ title: t('notice'), content: t('use_safari_for_download') });
    return;
  }
  cancelPendingRedirect?.();
  let timer: number | undefined;
  const onFocus = () => {
    toast.info(t('going_to_settings'), SETTINGS_TOAST_MS);
    timer = window.setTimeout(() => {
      cancelPendingRedirect = undefined;
      outsidePage.open(url);
    }, SETTINGS_TOAST_MS);
  };
  window.addEventListener('focus', onFocus, { once: true });
  cancelPendingRedirect = () => {
    window.removeEventListener('focus', onFocus);
    window.clearTimeout(timer);
  };
}

/** A link to the iOS configuration profile under the rule of spec §4 and §8 (tapIosProfile). */
export function IosProfileLink({
  url,
  device,
  className = 'download-button',
  children,
}: {
  url: string;
  device: Device;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a
      className={className}
      href={url}
      {...downloadTargetOf(url)}
      onClick={(event) => tapIosProfile(event, url, device, t)}
    >
      {children}
    </a>
  );
}
