/**
 * A withdrawal: a bound card, an amount within the merchant's limits and the withdrawable balance,
 * and the payment password; one Idempotency-Key per attempt.
 */
import type { BankCard, WalletValue } from '@app/contract';
import { ErrorCode } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Selector from 'antd-mobile/es/components/selector';
import { ApiError } from '../../../app/api-client';
import { toastApiError } from '../../../app/api-error-toast';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../ui/toast';
import { AmountField } from '../../wallet/amount-field';
import { minorUnitsOf } from '../../wallet/amount-rules';
import { useAttemptKeys } from '../../wallet/idempotency';
import { useMoneyFormat } from '../../wallet/money';
import { useWithdraw } from '../queries';
import { PaymentPasswordInput, paymentPasswordRules } from './payment-password-input';

interface WithdrawValues {
  bankCardId?: number[];
  amount?: string;
  paymentPassword?: string;
}

export function WithdrawForm({ wallet, cards }: { wallet: WalletValue; cards: BankCard[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WithdrawValues>();
  const attempts = useAttemptKeys();
  const withdraw = useWithdraw();
  const money = useMoneyFormat();

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
      // A claimed bonus still needs turnover (the reward centre's wagering): say how much.
      const remaining = error instanceof ApiError ? error.value?.remainingTurnover : undefined;
      if (
        error instanceof ApiError &&
        error.errorCode === ErrorCode.TURNOVER_REQUIRED &&
        typeof remaining === 'number'
      ) {
        toast.fail(
          t('turnover_required_remaining', {
            amount: `${wallet.currencySymbol} ${money(remaining, wallet.decimals)}`,
          }),
        );
      } else {
        toastApiError(error);
      }
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
