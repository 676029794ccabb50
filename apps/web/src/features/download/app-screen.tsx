/**
 * /m/app, the app download page (spec §2 route table: guides for Android and iOS; §4 iOS download;
 * §8 iOS outside Safari). The layout hides the header and the footer menu here (spec §2 Layout
 * rules), so the screen draws its own bar with the back button. Under the app's icon, the
 * merchant's name and the fixed 5.0 rating: the browser's own install offer when it makes one
 * (Chromium), then the two guides, the device's own first, each with the merchant's links from the
 * site config, or a sentence saying the link is missing. iOS 12 below 12.2 and 11 and under get
 * the add-to-home-screen guide instead (spec §2, §9). Inside the installed app there is nothing to
 * install, and the page says so.
 */
import type { SiteConfig } from '@app/contract';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { ScreenBar } from '../../app/layout/screen-bar';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed, LoadingSkeleton } from '../../ui/query-states';
import { toast } from '../../ui/toast';
import { useSiteConfig } from '../system/queries';
import { AddToHomeGuide } from './add-to-home-guide';
import { APP_ICON_URL, DownloadRating } from './download-buttons';
import {
  appGuideLinksOf,
  type Device,
  deviceOf,
  downloadTargetOf,
  type GuidePlatform,
  guideOrderOf,
  needsAddToHomeGuide,
} from './download-rules';
import { isInstalledApp } from './install-mode';
import { useInstallPrompt } from './install-prompt';
import { IosProfileLink } from './ios-profile-link';
import './download.css';

type GuideLinks = ReturnType<typeof appGuideLinksOf>;

export function AppScreen() {
  const config = useSiteConfig();
  return (
    <div className="app-download">
      <ScreenBar />
      {config.data ? (
        <AppDownload config={config.data} />
      ) : config.isError ? (
        <LoadFailed onRetry={config.refetch} />
      ) : (
        <LoadingSkeleton className="app-download__body" />
      )}
    </div>
  );
}

function AppDownload({ config }: { config: SiteConfig }) {
  const { t } = useTranslation();
  // Read once: neither the device nor the installed state changes while the page is open.
  const [{ device, installed, oldIos }] = useState(() => ({
    device: deviceOf(navigator.userAgent, navigator.maxTouchPoints),
    installed: isInstalledApp(),
    oldIos: needsAddToHomeGuide(navigator.userAgent),
  }));
  const links = appGuideLinksOf(config.resources);
  return (
    <div className="app-download__body">
      <div className="app-download__hero">
        <img src={APP_ICON_URL} alt="" width={72} height={72} />
        <h2>{config.name}</h2>
        <DownloadRating />
      </div>
      {installed ? (
        <p className="app-download__installed">
          <CheckCircleOutline aria-hidden="true" />
          <span>{t('app_installed')}</span>
        </p>
      ) : (
        <>
          <p className="app-download__intro">{t('download_app_body')}</p>
          {guideOrderOf(device).map((platform: GuidePlatform) =>
            platform === 'android' ? (
              <AndroidGuide key={platform} url={links.android} />
            ) : (
              <IosGuide key={platform} links={links} device={device} oldIos={oldIos} />
            ),
          )}
          {/* Last: the browser makes its offer some time after the page has shown, and above
              the guides its arrival would push them down under the reader's finger. */}
          <InstallOffer name={config.name} />
        </>
      )}
    </div>
  );
}

/** The browser's offer to install the site (install-prompt.ts), when it makes one. */
function InstallOffer({ name }: { name: string }) {
  const { t } = useTranslation();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <section className="app-guide" aria-labelledby="app-install-title">
      <h2 id="app-install-title">{t('app_install_title')}</h2>
      <p>{t('app_install_body', { name })}</p>
      <button
        type="button"
        className="download-button app-guide__button"
        onClick={async () => {
          if (await install()) toast.success(t('app_install_done'));
        }}
      >
        {t('app_install_button')}
      </button>
    </section>
  );
}

function Steps({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ol className="app-steps">
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ol>
  );
}

function AndroidGuide({ url }: { url: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="app-guide" aria-labelledby="app-guide-android">
      <h2 id="app-guide-android">{t('download_android')}</h2>
      {url ? (
        <>
          <Steps keys={['app_guide_android_download', 'app_guide_android_allow', 'app_guide_android_open']} />
          <a className="download-button app-guide__button" href={url} {...downloadTargetOf(url)}>
            {t('app_guide_download_apk')}
          </a>
        </>
      ) : (
        <p className="app-guide__missing">{t('app_guide_android_missing')}</p>
      )}
    </section>
  );
}

function IosGuide({ links, device, oldIos }: { links: GuideLinks; device: Device; oldIos: boolean }) {
  const { t } = useTranslation();
  const { iosDirect, iosProfile } = links;
  return (
    <section className="app-guide" aria-labelledby="app-guide-ios">
      <h2 id="app-guide-ios">{t('download_ios')}</h2>
      {oldIos ? (
        <AddToHomeGuide profileUrl={iosProfile} device={device} titleId="app-guide-ios-home" />
      ) : (
        <>
          {iosDirect && (
            <div className="app-guide__method">
              <h3>{t('app_guide_ios_direct_title')}</h3>
              <Steps keys={['app_guide_ios_direct_download', 'app_guide_ios_open']} />
              <a
                className="download-button app-guide__button"
                href={iosDirect}
                {...downloadTargetOf(iosDirect)}
              >
                {t('app_guide_download_ios')}
              </a>
            </div>
          )}
          {iosProfile && (
            <div className="app-guide__method">
              <h3>{t('app_guide_ios_profile_title')}</h3>
              <Steps
                keys={[
                  'app_guide_ios_profile_safari',
                  'app_guide_ios_profile_download',
                  'app_guide_ios_profile_install',
                  'app_guide_ios_open',
                ]}
              />
              <IosProfileLink url={iosProfile} device={device} className="download-button app-guide__button">
                {t('download_ios_profile')}
              </IosProfileLink>
            </div>
          )}
          {!iosDirect && !iosProfile && <p className="app-guide__missing">{t('app_guide_ios_missing')}</p>}
        </>
      )}
    </section>
  );
}
