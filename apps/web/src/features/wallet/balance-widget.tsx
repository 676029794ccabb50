/**
 * The home balance widget (spec §2 Home, §4 Balance): the currency symbol and the total with
 * BALANCE_DECIMALS digits; a refresh button that spins while the balance is asked for again, the
 * amount masked by asterisks meanwhile; a hide-balance toggle remembered in localStorage. A visitor
 * sees a login prompt instead.
 */
import { BALANCE_DECIMALS } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import { EyeInvisibleOutline, EyeOutline, RedoOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH, REGISTER_PATH } from '../../app/layout/menu-rules';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { preferences } from '../../lib/storage';
import { useMoneyFormat } from './money';
import { useWallet } from './queries';
import './balance-widget.css';

export const BALANCE_MASK = '****';

export function BalanceWidget() {
  const session = useSession();
  return (
    <section className="balance-widget" aria-labelledby="balance-widget-title">
      {session ? <MemberBalance /> : <GuestPrompt />}
    </section>
  );
}

function MemberBalance() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { data: wallet, isFetching, isError, refetch } = useWallet();
  const [hidden, setHidden] = useState(preferences.hideBalance.read);

  const toggleHidden = () => {
    preferences.hideBalance.write(!hidden);
    setHidden(!hidden);
  };
  const amount =
    hidden || isFetching || !wallet
      ? BALANCE_MASK
      : money(wallet.sumBalance, wallet.decimals, { fractionDigits: BALANCE_DECIMALS });

  return (
    <>
      <div className="balance-widget__text">
        <h2 id="balance-widget-title" className="balance-widget__label">
          {t('balance')}
        </h2>
        <p className="balance-widget__amount" aria-live="polite" aria-busy={isFetching}>
          {wallet && <span className="balance-widget__symbol">{wallet.currencySymbol}</span>}
          <span data-testid="balance-amount">{isError && !isFetching ? '—' : amount}</span>
        </p>
      </div>
      <div className="balance-widget__actions">
        <button
          type="button"
          className="icon-button"
          aria-label={t(hidden ? 'show_balance' : 'hide_balance')}
          aria-pressed={hidden}
          onClick={toggleHidden}
        >
          {hidden ? <EyeInvisibleOutline aria-hidden="true" /> : <EyeOutline aria-hidden="true" />}
        </button>
        <button
          type="button"
          className={`icon-button balance-widget__refresh${isFetching ? ' balance-widget__refresh--spinning' : ''}`}
          aria-label={t('refresh_balance')}
          aria-busy={isFetching}
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          <RedoOutline aria-hidden="true" />
        </button>
      </div>
    </>
  );
}

function GuestPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <div className="balance-widget__text">
        <h2 id="balance-widget-title" className="balance-widget__label">
          {t('balance')}
        </h2>
        <p className="balance-widget__prompt">{t('balance_login_prompt')}</p>
      </div>
      <div className="balance-widget__actions">
        <Button size="small" color="primary" shape="rounded" onClick={() => navigate(LOGIN_PATH)}>
          {t('login')}
        </Button>
        <Button size="small" fill="outline" shape="rounded" onClick={() => navigate(REGISTER_PATH)}>
          {t('register')}
        </Button>
      </div>
    </>
  );
}
