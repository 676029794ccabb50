/** Binding a bank card, confirmed with the payment password. */
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { toastApiError } from '../../../app/api-error-toast';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../ui/toast';
import { useBindBankCard } from '../queries';
import { PaymentPasswordInput, paymentPasswordRules } from './payment-password-input';

interface CardValues {
  bankName?: string;
  accountNumber?: string;
  holderName?: string;
  paymentPassword?: string;
}

export function BindCardForm({ onBound }: { onBound?: () => void }) {
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
