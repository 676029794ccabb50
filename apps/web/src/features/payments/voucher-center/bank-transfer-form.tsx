import type { DepositChannel, WalletValue } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../ui/toast';
import { AmountField, type AmountValues } from '../../wallet/amount-field';
import { minorUnitsOf } from '../../wallet/amount-rules';
import { useAttemptKeys } from '../../wallet/idempotency';
import { useManualDeposit } from '../queries';
import { DepositOrderItem } from './deposit-order';
import { useDepositRefusal } from './deposit-refusal';
import type { Template } from './template';

interface TransferValues extends AmountValues {
  reference?: string;
  payerName?: string;
}

/** Manual bank transfer: the player pays the merchant's account, then reports it here. */
export function BankTransferForm({
  channel,
  wallet,
  template,
}: {
  channel: DepositChannel;
  wallet: WalletValue;
  template: Template;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TransferValues>();
  const attempts = useAttemptKeys();
  const report = useManualDeposit();
  const refused = useDepositRefusal(wallet);

  async function submit(values: TransferValues) {
    const amount = minorUnitsOf(values.amount ?? '', wallet.decimals);
    if (amount === null || report.isPending) return;
    const body = {
      channelId: channel.id,
      amount,
      reference: (values.reference ?? '').trim(),
      payerName: (values.payerName ?? '').trim(),
    };
    try {
      await report.mutateAsync({ body, key: attempts.keyFor(body) });
      attempts.settle();
      form.resetFields();
      toast.success(t('deposit_reported'));
    } catch (error) {
      refused(error, form);
    }
  }

  return (
    <div className={template === 'new' ? 'wallet-card' : undefined}>
      {channel.payee && (
        <List header={t('bank_transfer_to')} className="payee-list">
          <List.Item extra={channel.payee.bankName}>{t('bank_name')}</List.Item>
          <List.Item extra={channel.payee.accountName}>{t('account_name')}</List.Item>
          <List.Item extra={<span dir="ltr">{channel.payee.accountNumber}</span>}>
            {t('account_number')}
          </List.Item>
        </List>
      )}
      {report.data && (
        <List className="wallet-result" header={t('deposit_reported')}>
          <DepositOrderItem order={report.data} wallet={wallet} />
        </List>
      )}
      <Form
        form={form}
        name="bankTransfer"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        footer={
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={report.isPending}>
            {t('submit')}
          </Button>
        }
      >
        <AmountField
          limits={{ min: channel.min, max: channel.max, decimals: wallet.decimals }}
          currencySymbol={wallet.currencySymbol}
          quickAmounts
        />
        <Form.Item
          name="reference"
          label={t('transfer_reference')}
          rules={[{ required: true, whitespace: true, message: t('field_required') }]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="payerName"
          label={t('payer_name')}
          rules={[
            { required: true, whitespace: true, message: t('field_required') },
            { min: 2, message: t('name_format_invalid') },
          ]}
        >
          <Input maxLength={64} autoComplete="name" />
        </Form.Item>
      </Form>
    </div>
  );
}
