/**
 * The iOS and Android buttons of the download bar and popup (spec §2 Download bar and popups) with
 * the fixed displayed rating of 5.0. The iOS profile's rule (spec §4, §8) is IosProfileLink's.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  appLinksFor,
  type DownloadContext,
  downloadTargetOf,
  iosLinkOf,
  needsAddToHomeGuide,
  resourceUrl,
} from './download-rules';
import { IosProfileLink } from './ios-profile-link';

/** Loaded on the first tap that needs it (an old iPhone), like the download popup. */
const AddToHomePopup = lazy(() => import('./add-to-home-popup').then((m) => ({ default: m.AddToHomePopup })));

/**
 * The brand's mark beside the download offers: the site logo, which the page has already loaded
 * (the installed app's icons, /m/app-icon-*.png, are drawn by the server from the same mark).
 */
export const APP_ICON_URL = `${import.meta.env.BASE_URL}logo.svg`;

/** Spec §2: the rating shown is fixed, not measured. */
export const DISPLAYED_RATING = '5.0';

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
  const [guide, setGuide] = useState({ loaded: false, open: false });
  const fitting = new Set(appLinksFor(context.device, context.resources).map((link) => link.resourceType));
  const ios = fitting.has('IOS') || fitting.has('MOBILECONFIG') ? iosLinkOf(context.resources) : undefined;
  const android = fitting.has('Android') ? resourceUrl(context.resources, 'Android') : undefined;
  const viaProfile = ios !== undefined && resourceUrl(context.resources, 'IOS') === undefined;
  // Spec §2, §9: on iOS 12 below 12.2 and 11 and under, the iOS button opens the add-to-home guide.
  const oldIos = context.device === 'ios' && needsAddToHomeGuide(navigator.userAgent);

  const openGuide = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setGuide({ loaded: true, open: true });
  };

  return (
    <div className="download-buttons">
      {ios &&
        (viaProfile && !oldIos ? (
          <IosProfileLink url={ios} device={context.device}>
            {t('download_ios')}
          </IosProfileLink>
        ) : (
          <a
            className="download-button"
            href={ios}
            {...downloadTargetOf(ios)}
            aria-haspopup={oldIos ? 'dialog' : undefined}
            onClick={oldIos ? openGuide : undefined}
          >
            {t('download_ios')}
          </a>
        ))}
      {android && (
        <a className="download-button" href={android} {...downloadTargetOf(android)}>
          {t('download_android')}
        </a>
      )}
      {guide.loaded && (
        <Suspense fallback={null}>
          <AddToHomePopup
            profileUrl={resourceUrl(context.resources, 'MOBILECONFIG')}
            device={context.device}
            visible={guide.open}
            onClose={() => setGuide({ loaded: true, open: false })}
          />
        </Suspense>
      )}
    </div>
  );
}
