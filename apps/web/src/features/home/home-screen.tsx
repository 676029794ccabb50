import { UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSidebar } from '../../app/layout/sidebar-context';
import { ComingSoon } from '../../ui/coming-soon';
import { LanguageButton } from '../../ui/language-button';
import { BalanceWidget } from '../wallet/balance-widget';
import './home.css';

const LOGO_URL = `${import.meta.env.BASE_URL}logo.svg`;

/**
 * Home. The header is hidden here (spec §2), so home draws its own top bar — deliberately not a
 * <header> landmark. Banners, games and the rest arrive with the home issue.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const { setOpen } = useSidebar();
  return (
    <>
      <div className="home-top-bar">
        <div className="home-top-bar__brand">
          <img src={LOGO_URL} alt="" width={32} height={32} />
          <h1>{t('app_name')}</h1>
        </div>
        <div className="home-top-bar__actions">
          <LanguageButton />
          <button
            type="button"
            className="icon-button"
            aria-label={t('open_menu')}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            <UnorderedListOutline aria-hidden="true" />
          </button>
        </div>
      </div>
      <BalanceWidget />
      <ComingSoon />
    </>
  );
}
