/** The floating Telegram and Facebook buttons of home (spec §2 Home): only those the site configures. */
import type { SiteConfig } from '@app/contract';
import { useTranslation } from '../../i18n/use-translation';
import { resourceUrl } from '../download/download-rules';
import { SOCIAL_LINKS } from './social-icons';

/** Spec §2 floats only Telegram and Facebook; YouTube is in the footer alone. */
const FLOATING = SOCIAL_LINKS.filter((social) => social.resourceType !== 'YOUTUBE');

export function FloatingSocial({ resources }: { resources: SiteConfig['resources'] }) {
  const { t } = useTranslation();
  const links = FLOATING.flatMap((item) => {
    const url = resourceUrl(resources, item.resourceType);
    return url ? [{ ...item, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="floating-social">
      {links.map(({ resourceType, labelKey, Icon, url }) => (
        <li key={resourceType}>
          <a
            className={`floating-social__button floating-social__button--${resourceType.toLowerCase()}`}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(labelKey)}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
