/** The frame of the account screens whose header is hidden (spec §2): close to home, language, logo, toggle. */
import { CloseOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, REGISTER_PATH } from '../../app/layout/menu-rules';
import { HOME_PATH } from '../../app/layout-rules';
import { useTranslation } from '../../i18n/use-translation';
import { LanguageButton } from '../../ui/language-button';
import { useBrandName } from '../system/queries';
import './account.css';

const LOGO_URL = `${import.meta.env.BASE_URL}logo.svg`;

export interface AccountPageProps {
  /** The login / register toggle of spec §2; the forgotten-password screen has a title instead. */
  toggle?: 'login' | 'register';
  title?: string;
  children: ReactNode;
}

export function AccountPage({ toggle, title, children }: AccountPageProps) {
  const { t } = useTranslation();
  const brandName = useBrandName();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <div className="account-page">
      <div className="account-page__top">
        <button
          type="button"
          className="icon-button"
          aria-label={t('back_to_home')}
          onClick={() => navigate(HOME_PATH)}
        >
          <CloseOutline aria-hidden="true" />
        </button>
        <LanguageButton />
      </div>
      <div className="account-page__brand">
        <img src={LOGO_URL} alt="" width={56} height={56} />
        <h1>{title ?? brandName}</h1>
      </div>
      {toggle && (
        <nav className="account-toggle" aria-label={t('login_or_register')}>
          {/* The query (redirect, affiliate code) travels with the toggle. */}
          <Link to={`${LOGIN_PATH}${search}`} replace aria-current={toggle === 'login' ? 'page' : undefined}>
            {t('login')}
          </Link>
          <Link
            to={`${REGISTER_PATH}${search}`}
            replace
            aria-current={toggle === 'register' ? 'page' : undefined}
          >
            {t('register')}
          </Link>
        </nav>
      )}
      {children}
    </div>
  );
}
