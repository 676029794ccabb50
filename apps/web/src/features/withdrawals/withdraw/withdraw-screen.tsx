/**
 * /m/withdraw (spec §2 Withdrawal, §7 /wps/transaction/withdraw): real accounts only. The
 * withdrawable and held amounts; a payment password set first; bank cards bound with it; then a
 * card, an amount within the merchant's limits and the withdrawable balance, and the payment
 * password (encrypted, one Idempotency-Key per attempt). Too many wrong payment passwords lock
 * binding and withdrawal: the lock shows in place of the forms. Below, every withdrawal with its
 * timeline.
 */
import { MAX_BANK_CARDS } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PageSpinner } from '../../../ui/page-spinner';
import { MemberGate } from '../../wallet/member-gate';
import { useWallet } from '../../wallet/queries';
import { WalletSummary } from '../../wallet/wallet-summary';
import { useBankCards } from '../queries';
import { BindCardForm } from './bind-card-form';
import { PaymentLockNotice } from './payment-lock-notice';
import { PaymentPasswordForm } from './payment-password-form';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';
import '../../wallet/wallet.css';

export function WithdrawScreen() {
  return (
    <MemberGate realOnly>
      <Withdraw />
    </MemberGate>
  );
}

function Withdraw() {
  const { t } = useTranslation();
  const { data: wallet } = useWallet();
  const { data: bank } = useBankCards();
  const [binding, setBinding] = useState(false);

  if (!wallet || !bank) return <PageSpinner />;
  return (
    <div className="wallet-page">
      <WalletSummary wallet={wallet} showHeld />
      <section className="wallet-section wallet-card" aria-labelledby="withdraw-form-title">
        {!bank.paymentPasswordSet ? (
          <>
            <h2 id="withdraw-form-title" className="wallet-section__title">
              {t('set_payment_password')}
            </h2>
            <PaymentPasswordForm />
          </>
        ) : bank.paymentLock ? (
          <>
            <h2 id="withdraw-form-title" className="wallet-section__title">
              {t('title_withdraw')}
            </h2>
            <PaymentLockNotice lock={bank.paymentLock} />
          </>
        ) : bank.cards.length === 0 ? (
          <>
            <h2 id="withdraw-form-title" className="wallet-section__title">
              {t('bind_bank_card')}
            </h2>
            <BindCardForm />
          </>
        ) : (
          <>
            <h2 id="withdraw-form-title" className="wallet-section__title">
              {t('title_withdraw')}
            </h2>
            <WithdrawForm wallet={wallet} cards={bank.cards} />
            {bank.cards.length < MAX_BANK_CARDS && (
              <Button block fill="none" size="small" onClick={() => setBinding(true)}>
                {t('add_bank_card')}
              </Button>
            )}
          </>
        )}
      </section>
      <Popup
        visible={binding && !bank.paymentLock}
        onMaskClick={() => setBinding(false)}
        onClose={() => setBinding(false)}
        bodyClassName="wallet-popup"
        destroyOnClose
      >
        <h2 className="wallet-section__title">{t('bind_bank_card')}</h2>
        <BindCardForm onBound={() => setBinding(false)} />
      </Popup>
      <section className="wallet-section" aria-labelledby="withdrawals-title">
        <h2 id="withdrawals-title" className="wallet-section__title">
          {t('my_withdrawals')}
        </h2>
        <WithdrawalList wallet={wallet} />
      </section>
    </div>
  );
}
