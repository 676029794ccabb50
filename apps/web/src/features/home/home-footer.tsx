/**
 * The footer of home (spec §2 Home): the app-download block (hidden inside the native or installed
 * app) with its iOS profile and Android links, licence, promotion, the configured social icons,
 * responsible gaming (the player's limits page and the operator's policy), info text and the
 * copyright line.
 */
import type { SiteConfig } from '@app/contract';
import { Link } from 'react-router';
import { RESPONSIBLE_GAMING_PATH } from '../../app/layout/menu-rules';
import { useTranslation } from '../../i18n/use-translation';
import { deviceOf, downloadTargetOf, footerAppLinksOf, resourceUrl } from '../download/download-rules';
import { isInstalledApp } from '../download/install-mode';
import { IosProfileLink } from '../download/ios-profile-link';
import { SOCIAL_LINKS } from './social-icons';

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function HomeFooter({
  config,
  year = new Date().getFullYear(),
}: {
  config: SiteConfig;
  year?: number;
}) {
  const { t } = useTranslation();
  const app = footerAppLinksOf(config.resources);
  const showApp = !isInstalledApp() && (app.ios !== undefined || app.android !== undefined);
  const socials = SOCIAL_LINKS.flatMap((social) => {
    const url = resourceUrl(config.resources, social.resourceType);
    return url ? [{ ...social, url }] : [];
  });
  const { licence, responsibleGaming } = config.paths;

  return (
    <footer className="home-footer">
      {showApp && (
        <section className="home-footer__section" aria-labelledby="home-footer-app">
          <h2 id="home-footer-app">{t('download_app')}</h2>
          <div className="home-footer__app-links">
            {app.ios && (
              <IosProfileLink url={app.ios} device={deviceOf(navigator.userAgent, navigator.maxTouchPoints)}>
                {t('download_ios_profile')}
              </IosProfileLink>
            )}
            {app.android && (
              <a className="download-button" href={app.android} {...downloadTargetOf(app.android)}>
                {t('download_android')}
              </a>
            )}
          </div>
        </section>
      )}
      {licence && (
        <section className="home-footer__section" aria-labelledby="home-footer-licence">
          <h2 id="home-footer-licence">{t('footer_licence')}</h2>
          <a href={licence} {...EXTERNAL}>
            {t('footer_licence_link', { name: config.name })}
          </a>
        </section>
      )}
      <section className="home-footer__section" aria-labelledby="home-footer-promotion">
        <h2 id="home-footer-promotion">{t('title_promotion')}</h2>
        <Link to="/m/activity">{t('footer_promotion_link')}</Link>
      </section>
      {socials.length > 0 && (
        <section className="home-footer__section" aria-labelledby="home-footer-social">
          <h2 id="home-footer-social">{t('footer_follow_us')}</h2>
          <ul className="home-footer__socials">
            {socials.map(({ resourceType, labelKey, Icon, url }) => (
              <li key={resourceType}>
                <a className="home-footer__social" href={url} aria-label={t(labelKey)} {...EXTERNAL}>
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="home-footer__section" aria-labelledby="home-footer-responsible">
        <h2 id="home-footer-responsible">{t('footer_responsible_gaming')}</h2>
        <p>{t('footer_responsible_gaming_text')}</p>
        <div className="home-footer__links">
          {/* A visitor is sent to login by the page, and back to it after. */}
          <Link to={RESPONSIBLE_GAMING_PATH}>{t('rg_set_limits')}</Link>
          {responsibleGaming && (
            <a href={responsibleGaming} {...EXTERNAL}>
              {t('footer_responsible_gaming_link')}
            </a>
          )}
        </div>
      </section>
      <p className="home-footer__info">{t('footer_info', { name: config.name })}</p>
      <p className="home-footer__copyright">{t('footer_copyright', { year, name: config.name })}</p>
    </footer>
  );
}
