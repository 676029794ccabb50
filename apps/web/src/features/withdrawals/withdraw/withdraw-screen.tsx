/**
 * /m/withdraw (spec §2 Withdrawal, §7 /wps/transaction/withdraw): real accounts only. The
 * withdrawable and held amounts; a payment password set first; bank cards bound with it; then a
 * card, an amount within the merchant's limits and the withdrawable balance, and the payment
 * password (encrypted, one Idempotency-Key per attempt). Too many wrong payment passwords lock
 * binding and withdrawal: the lock shows in place of the forms. Below, every withdrawal with its
 * timeline.
 */
import type { BankCard, WalletValue, Withdrawal } from '@app/contract';
import { MAX_BANK_CARDS, PAYMENT_PASSWORD_PATTERN } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input, { type InputProps } from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../app/api-error-toast';
import { PageSpinner } from '../../../ui/page-spinner';
import { PagedList } from '../../../ui/paged-list';
import { toast } from '../../../ui/toast';
import { AmountField } from '../../wallet/amount-field';
import { minorUnitsOf } from '../../wallet/amount-rules';
import { useAttemptKeys } from '../../wallet/idempotency';
import { MemberGate } from '../../wallet/member-gate';
import { useDateTimeFormat, useMoneyFormat } from '../../wallet/money';
import {
  useBankCards,
  useBindBankCard,
  useSetPaymentPassword,
  useWallet,
  useWithdraw,
  useWithdrawals,
} from '../../wallet/queries';
import { WalletSummary } from '../../wallet/wallet-summary';
import { PaymentLockNotice } from './payment-lock-notice';
import { WithdrawalTimeline } from './withdrawal-timeline';
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

const paymentPasswordRules = (t: (key: string) => string) => [
  { required: true, message: t('enter_payment_password') },
  { pattern: new RegExp(PAYMENT_PASSWORD_PATTERN), message: t('payment_password_format') },
];

/** Six digits, hidden (Form.Item passes value, onChange and id through). */
function PaymentPasswordInput(props: Omit<InputProps, 'type'>) {
  return <Input {...props} type="password" inputMode="numeric" maxLength={6} />;
}

function PaymentPasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ paymentPassword?: string; confirm?: string }>();
  const save = useSetPaymentPassword();
  return (
    <Form
      form={form}
      name="paymentPassword"
      layout="vertical"
      onFinish={async (values) => {
        try {
          await save.mutateAsync(values.paymentPassword ?? '');
          toast.success(t('in_chang_saved'));
        } catch (error) {
          toastApiError(error);
        }
      }}
      footer={
        <Button block type="submit" color="primary" shape="rounded" loading={save.isPending}>
          {t('confirm')}
        </Button>
      }
    >
      <p className="wallet-muted">{t('set_payment_password_lead')}</p>
      <Form.Item name="paymentPassword" label={t('payment_password')} rules={paymentPasswordRules(t)}>
        <PaymentPasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('confirm_payment_password')}
        dependencies={['paymentPassword']}
        rules={[
          {
            validator: async (_rule: unknown, value: string | undefined) => {
              if (value !== form.getFieldValue('paymentPassword'))
                throw new Error(t('confirm_password_mismatch'));
            },
          },
        ]}
      >
        <PaymentPasswordInput autoComplete="new-password" />
      </Form.Item>
    </Form>
  );
}

interface CardValues {
  bankName?: string;
  accountNumber?: string;
  holderName?: string;
  paymentPassword?: string;
}

function BindCardForm({ onBound }: { onBound?: () => void }) {
  const { t } = useTranslation();
  const bind = useBindBankCard();
  return (
    <Form
      name="bankCard"
      layout="vertical"
      onFinish={async (values: CardValues) => {
        try {
          await bind.mutateAsync({
            bankName: (values.bankName ?? '').trim(),
            accountNumber: (values.accountNumber ?? '').replace(/\s/g, ''),
            holderName: (values.holderName ?? '').trim(),
            paymentPassword: values.paymentPassword ?? '',
          });
          toast.success(t('bank_card_bound'));
          onBound?.();
        } catch (error) {
          toastApiError(error);
        }
      }}
      footer={
        <Button block type="submit" color="primary" shape="rounded" loading={bind.isPending}>
          {t('bind_bank_card')}
        </Button>
      }
    >
      <Form.Item
        name="bankName"
        label={t('bank_name')}
        rules={[{ required: true, whitespace: true, min: 2, message: t('field_required') }]}
      >
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="accountNumber"
        label={t('account_number')}
        rules={[{ required: true, pattern: /^\d{6,30}$/, message: t('account_number_format') }]}
      >
        <Input inputMode="numeric" maxLength={30} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="holderName"
        label={t('holder_name')}
        rules={[{ required: true, whitespace: true, min: 2, message: t('name_format_invalid') }]}
      >
        <Input maxLength={64} autoComplete="name" />
      </Form.Item>
      <Form.Item name="paymentPassword" label={t('payment_password')} rules={paymentPasswordRules(t)}>
        <PaymentPasswordInput autoComplete="off" />
      </Form.Item>
    </Form>
  );
}

interface WithdrawValues {
  bankCardId?: number[];
  amount?: string;
  paymentPassword?: string;
}

function WithdrawForm({ wallet, cards }: { wallet: WalletValue; cards: BankCard[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WithdrawValues>();
  const attempts = useAttemptKeys();
  const withdraw = useWithdraw();

  async function submit(values: WithdrawValues) {
    const amount = minorUnitsOf(values.amount ?? '', wallet.decimals);
    const bankCardId = values.bankCardId?.[0];
    if (amount === null || bankCardId === undefined || withdraw.isPending) return;
    const body = { amount, bankCardId, paymentPassword: values.paymentPassword ?? '' };
    try {
      await withdraw.mutateAsync({ body, key: attempts.keyFor(body) });
      attempts.settle();
      form.resetFields();
      toast.success(t('withdrawal_submitted'));
    } catch (error) {
      toastApiError(error);
    }
  }

  return (
    <Form
      form={form}
      name="withdraw"
      layout="vertical"
      initialValues={{ bankCardId: [cards[0]?.id] }}
      onFinish={(values) => void submit(values)}
      footer={
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={withdraw.isPending}>
          {t('withdraw_now')}
        </Button>
      }
    >
      <Form.Item
        name="bankCardId"
        label={t('bank_card')}
        rules={[{ required: true, type: 'array', min: 1, message: t('choose_bank_card') }]}
      >
        <Selector
          columns={1}
          options={cards.map((card) => ({
            value: card.id,
            label: `${card.bankName} ${card.accountNumber}`,
            description: card.holderName,
          }))}
        />
      </Form.Item>
      <AmountField
        limits={{
          min: wallet.withdrawalMin,
          max: wallet.withdrawalMax,
          decimals: wallet.decimals,
          available: wallet.withdrawable,
        }}
        currencySymbol={wallet.currencySymbol}
      />
      <Form.Item name="paymentPassword" label={t('payment_password')} rules={paymentPasswordRules(t)}>
        <PaymentPasswordInput autoComplete="off" />
      </Form.Item>
    </Form>
  );
}

const STATUS_COLOR_OF: Record<Withdrawal['status'], 'primary' | 'success' | 'danger' | 'warning'> = {
  submitted: 'warning',
  reviewing: 'warning',
  approved: 'primary',
  paid: 'success',
  rejected: 'danger',
};

function WithdrawalList({ wallet }: { wallet: WalletValue }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const time = useDateTimeFormat();
  return (
    <PagedList query={useWithdrawals()}>
      {(withdrawals) =>
        withdrawals.map((withdrawal) => (
          <article
            key={withdrawal.id}
            className="wallet-card withdrawal"
            aria-label={time(withdrawal.createdAt)}
          >
            <div className="withdrawal__head">
              <span className="wallet-amount">
                {wallet.currencySymbol} {money(withdrawal.amount, wallet.decimals)}
              </span>
              <Tag color={STATUS_COLOR_OF[withdrawal.status]} fill="outline">
                {t(`withdrawal_status_${withdrawal.status}`)}
              </Tag>
            </div>
            <p className="wallet-muted">
              {withdrawal.bankCard.bankName} {withdrawal.bankCard.accountNumber}
            </p>
            <WithdrawalTimeline withdrawal={withdrawal} />
          </article>
        ))
      }
    </PagedList>
  );
}
