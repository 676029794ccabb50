import type { WalletSettingsValue } from '@app/contract';
import { formatMinorUnits, staffRoleAllows, WALLET_OPERATOR_PATHS } from '@app/contract/client';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, InputNumber } from 'antd';
import { errorMessage } from '../../lib/api-errors';
import { showFieldErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/i18n/i18n';
import { useStaff } from '../auth/session';
import { formatAmount } from '../money/money-format';
import { useSaveWalletSettings, useWalletSettings } from './approvals-queries';
import { minorUnitsOf } from './minor-units';

type SettingsForm = { withdrawalMin: string; withdrawalMax: string; approvalThreshold: string };
const FIELDS = ['approvalThreshold', 'withdrawalMin', 'withdrawalMax'] as const;

/** Major units as the form shows them (no grouping, so that they read back as typed). */
const majorOf = (amount: number, decimals: number) =>
  formatMinorUnits(amount, decimals, 'en-US').replaceAll(',', '');

/**
 * The merchant's approval threshold and withdrawal limits: every role reads them, an admin changes
 * them (in major units; the server's refusals show on their fields).
 */
export function WalletSettingsCard({ merchantCode }: { merchantCode: string }) {
  const { t, language } = useTranslation();
  const { role } = useStaff();
  const settings = useWalletSettings(merchantCode);
  const canEdit = staffRoleAllows(role, 'PUT', WALLET_OPERATOR_PATHS.settings);
  if (settings.isError) return <Alert type="error" showIcon title={errorMessage(settings.error, t)} />;
  const value = settings.data;
  return (
    <Card title={t('approvals.settings')} loading={settings.isPending} size="small">
      {value &&
        (canEdit ? (
          <SettingsForm key={JSON.stringify(value)} merchantCode={merchantCode} value={value} />
        ) : (
          <Descriptions
            size="small"
            column={3}
            items={FIELDS.map((field) => ({
              key: field,
              label: t(`approvals.field.${field}`),
              children: formatAmount(value[field], value.currency, language),
            }))}
          />
        ))}
    </Card>
  );
}

function SettingsForm({ merchantCode, value }: { merchantCode: string; value: WalletSettingsValue }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsForm>();
  const save = useSaveWalletSettings(merchantCode);
  const { decimals, currency } = value;
  const submit = useMutation({
    mutationFn: (values: SettingsForm) =>
      save.mutateAsync({
        withdrawalMin: minorUnitsOf(values.withdrawalMin, decimals) ?? 0,
        withdrawalMax: minorUnitsOf(values.withdrawalMax, decimals) ?? 0,
        approvalThreshold: minorUnitsOf(values.approvalThreshold, decimals) ?? 0,
      }),
    onSuccess: () => void message.success(t('approvals.settingsSaved')),
    onError: (error) => showFieldErrors(form, error, t),
  });
  const amountRule = {
    validator: (_: unknown, text: string | undefined) =>
      text !== undefined && minorUnitsOf(String(text), decimals) !== null
        ? Promise.resolve()
        : Promise.reject(new Error(t('approvals.amountInvalid', { decimals }))),
  };
  return (
    <Form<SettingsForm>
      form={form}
      name="wallet-settings"
      layout="inline"
      style={{ rowGap: 12 }}
      initialValues={Object.fromEntries(FIELDS.map((field) => [field, majorOf(value[field], decimals)]))}
      onFinish={(values) => submit.mutate(values)}
    >
      {FIELDS.map((field) => (
        <Form.Item key={field} name={field} label={t(`approvals.field.${field}`)} rules={[amountRule]}>
          <InputNumber<string> stringMode min="0" suffix={currency} style={{ width: 220 }} />
        </Form.Item>
      ))}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {t('approvals.saveSettings')}
        </Button>
      </Form.Item>
      {submit.isError && <Alert type="error" showIcon title={errorMessage(submit.error, t)} />}
    </Form>
  );
}
