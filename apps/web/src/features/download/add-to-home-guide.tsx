/**
 * The add-to-home-screen guide for old iOS (spec §2 Download bar and popups, §9: iOS 12 below 12.2
 * and iOS 11 and under): Safari's share button, "Add to Home Screen", "Add", and the iOS profile
 * download under the Safari rule of spec §4 and §8. Shown in /m/app's iOS guide on those versions;
 * the bar's and popup's iOS button open it in a popup (add-to-home-popup.tsx).
 */
import { AddSquareOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../i18n/use-translation';
import type { Device } from './download-rules';
import { IosProfileLink } from './ios-profile-link';
import './download.css';

/** Safari's share icon (a box with an arrow out of it), which the first step asks to tap. */
function ShareIcon() {
  return (
    <svg className="add-to-home__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3v12M8 7l4-4 4 4M7 10H5v11h14V10h-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function AddToHomeGuide({
  profileUrl,
  device,
  titleId,
  headingLevel = 3,
}: {
  /** The site's MOBILECONFIG link, when it has one. */
  profileUrl: string | undefined;
  device: Device;
  /** The id of the guide's heading, for the dialog or section it names. */
  titleId: string;
  /** 3 inside /m/app's iOS guide, 2 as the popup's own title. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="add-to-home">
      <Heading id={titleId}>{t('add_to_home_title')}</Heading>
      <ol className="app-steps">
        <li>
          <span>{t('add_to_home_step_share')}</span>
          <ShareIcon />
        </li>
        <li>
          <span>{t('add_to_home_step_add_to_home')}</span>
          <AddSquareOutline className="add-to-home__icon" aria-hidden="true" />
        </li>
        <li>
          <span>{t('add_to_home_step_add')}</span>
        </li>
      </ol>
      {profileUrl && (
        <>
          <p className="add-to-home__profile">{t('add_to_home_profile')}</p>
          <IosProfileLink url={profileUrl} device={device} className="download-button app-guide__button">
            {t('download_ios_profile')}
          </IosProfileLink>
        </>
      )}
    </div>
  );
}
