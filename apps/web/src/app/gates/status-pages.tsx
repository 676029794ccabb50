import Button from 'antd-mobile/es/components/button';
import { ExclamationShieldOutline, SetOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LanguageButton } from '../../ui/language-button';
import { ThemeSwitch } from '../../ui/theme-switch';
import './gates.css';

/** System status 1 (spec §4): the server's info text if any, and a retry that asks again. */
export function MaintenancePage({
  info,
  checking,
  onRetry,
}: {
  info: string;
  checking: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StatusPage icon={<SetOutline aria-hidden="true" />} titleKey="maintenance_title">
      <p>{t('maintenance_body')}</p>
      {info && <p className="status-page__info">{info}</p>}
      <Button color="primary" shape="rounded" loading={checking} onClick={onRetry}>
        {t('retry')}
      </Button>
    </StatusPage>
  );
}

/** System status 2 (spec §4): the region is blocked; shows the address the server saw. */
export function RestrictedPage({ ip }: { ip: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage icon={<ExclamationShieldOutline aria-hidden="true" />} titleKey="restricted_title">
      <p>{t('restricted_body')}</p>
      <p className="status-page__info">{t('your_ip', { ip })}</p>
    </StatusPage>
  );
}

/** Both pages keep the theme and language choices (the rest of the site is out of reach). */
function StatusPage({
  icon,
  titleKey,
  children,
}: {
  icon: ReactNode;
  titleKey: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="status-page">
      <div className="status-page__tools">
        <ThemeSwitch />
        <LanguageButton />
      </div>
      <div className="status-page__body">
        <div className="status-page__icon">{icon}</div>
        <h1>{t(titleKey)}</h1>
        {children}
      </div>
    </main>
  );
}
