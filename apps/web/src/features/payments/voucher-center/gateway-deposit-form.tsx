import type { DepositChannel, WalletValue } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { useTranslation } from '../../../i18n/use-translation';
import { outsidePage } from '../../../lib/outside-page';
import { AmountField, type AmountValues } from '../../wallet/amount-field';
import { minorUnitsOf } from '../../wallet/amount-rules';
import { useAttemptKeys } from '../../wallet/idempotency';
import { useCreateDepositOrder } from '../queries';
import { useDepositRefusal } from './deposit-refusal';
import type { Template } from './template';

/** The sandbox gateway: create the order (one key per attempt), then leave for its payment page. */
export function GatewayDepositForm({
  channel,
  wallet,
  template,
}: {
  channel: DepositChannel;
  wallet: WalletValue;
  template: Template;
}) {
  const { t } = useTranslation();
  const attempts = useAttemptKeys();
  const create = useCreateDepositOrder();
  const [form] = Form.useForm<AmountValues>();
  const refused = useDepositRefusal(wallet);

  async function pay(values: AmountValues) {
    const amount = minorUnitsOf(values.amount ?? '', wallet.decimals);
    if (amount === null || create.isPending) return;
    const body = { channelId: channel.id, amount };
    try {
      const created = await create.mutateAsync({ body, key: attempts.keyFor(body) });
      attempts.settle();
      outsidePage.open(created.paymentUrl);
    } catch (error) {
      refused(error, form);
    }
  }

  return (
    <Form
      name="deposit"
      form={form}
      layout="vertical"
      className={template === 'new' ? 'wallet-card' : undefined}
      onFinish={(values: AmountValues) => void pay(values)}
      footer={
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={create.isPending}>
          {t('deposit_pay_now')}
        </Button>
      }
    >
      <AmountField
        limits={{ min: channel.min, max: channel.max, decimals: wallet.decimals }}
        currencySymbol={wallet.currencySymbol}
        quickAmounts
      />
    </Form>
  );
}
