/** Setting the payment password, asked for before any card or withdrawal. */
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { toastApiError } from '../../../app/api-error-toast';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../ui/toast';
import { useSetPaymentPassword } from '../queries';
import { PaymentPasswordInput, paymentPasswordRules } from './payment-password-input';

export function PaymentPasswordForm() {
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
