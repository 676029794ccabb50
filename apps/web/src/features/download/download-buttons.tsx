/**
 * The iOS and Android buttons of the download bar and popup (spec §2 Download bar and popups) with
 * the fixed displayed rating of 5.0, and the iOS download rule of spec §4.
 */
import { SETTINGS_TOAST_MS } from '@app/contract/client';
import { useTranslation } from 'react-i18next';
import { alert } from '../../ui/dialogs';
import { toast } from '../../ui/toast';
import {
  appLinksFor,
  type DownloadContext,
  downloadTargetOf,
  iosLinkOf,
  resourceUrl,
} from './download-rules';

/** The brand's app icon: the site logo (the template's appIcon has no artwork shipped). */
export const APP_ICON_URL = `${import.meta.env.BASE_URL}logo.svg`;

/** Spec §2: the rating shown is fixed, not measured. */
export const DISPLAYED_RATING = '5.0';

/** Safari proper: in-app browsers and other iOS browsers cannot install a configuration profile. */
const isIosSafari = (userAgent: string) =>
  /safari/i.test(userAgent) &&
  !/crios|fxios|edgios|opios|fban|fbav|instagram|line\/|micromessenger/i.test(userAgent);

export function DownloadRating() {
  const { t } = useTranslation();
  return (
    <span
      className="download-rating"
      role="img"
      aria-label={t('download_rating', { rating: DISPLAYED_RATING })}
    >
      <span className="download-rating__stars" aria-hidden="true" /> {DISPLAYED_RATING}
    </span>
  );
}

export function DownloadButtons({ context }: { context: DownloadContext }) {
  const { t } = useTranslation();
  const fitting = new Set(appLinksFor(context.device, context.resources).map((link) => link.resourceType));
  const ios = fitting.has('IOS') || fitting.has('MOBILECONFIG') ? iosLinkOf(context.resources) : undefined;
  const android = fitting.has('Android') ? resourceUrl(context.resources, 'Android') : undefined;
  const viaProfile = ios !== undefined && resourceUrl(context.resources, 'IOS') === undefined;

  /**
   * Spec §4 iOS download: only Safari installs a profile; after the profile opens and the page has
   * focus again, 'going to settings' tells the user where to finish.
   */
  const onIosClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!viaProfile) return;
    if (context.device === 'ios' && !isIosSafari(navigator.userAgent)) {
      event.preventDefault();
      void alert({ title: t('notice'), content: t('use_safari_for_download') });
      return;
    }
    window.addEventListener('focus', () => toast.info(t('going_to_settings'), SETTINGS_TOAST_MS), {
      once: true,
    });
  };

  return (
    <div className="download-buttons">
      {ios && (
        <a className="download-button" href={ios} {...downloadTargetOf(ios)} onClick={onIosClick}>
          {t('download_ios')}
        </a>
      )}
      {android && (
        <a className="download-button" href={android} {...downloadTargetOf(android)}>
          {t('download_android')}
        </a>
      )}
    </div>
  );
}
