/**
 * A player's balance adjustment (issue 21 point 3): an amount in major units (turned into minor
 * units exactly), credit or debit, and a reason. Each opening of the modal is one adjustment with
 * its own idempotency key, so that a retried submit never posts twice. The answer says what
 * happened: posted, with the new balance, or, above the merchant's approval threshold, sent for a
 * second staff member's approval (decision 0067). Shown to the roles that may adjust.
 */
import type { AdjustmentValue } from '@app/contract';
import { currencyDecimals, staffRoleAllows, WALLET_OPERATOR_PATHS } from '@app/contract/client';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { FormModal } from '../../ui/form-modal';
import { useStaff } from '../auth/session';
import { formatAmount } from '../money/money-format';
import { useAdjustment, useWalletSettings } from './approvals-queries';
import { minorUnitsOf } from './minor-units';

const REASON_MAX_LENGTH = 200;

interface AdjustmentForm {
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
}

export function AdjustBalanceButton({ merchantCode, username }: { merchantCode: string; username: string }) {
  const { t, language } = useTranslation();
  const { role } = useStaff();
  // A fresh key per opening: null while closed.
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  // The answer with the currency it is in (the settings are not asked while the modal is closed).
  const [answer, setAnswer] = useState<{ value: AdjustmentValue; currency: string } | null>(null);
  const settings = useWalletSettings(idempotencyKey ? merchantCode : undefined);
  const adjustment = useAdjustment();
  if (!staffRoleAllows(role, 'POST', WALLET_OPERATOR_PATHS.adjustments)) return null;

  const currency = settings.data?.currency;
  const decimals = currency ? currencyDecimals(currency) : 0;
  const submit = async (values: AdjustmentForm) => {
    const minor = minorUnitsOf(values.amount, decimals) as number;
    const value = await adjustment.mutateAsync({
      merchantCode,
      username,
      amount: values.direction === 'debit' ? -minor : minor,
      reason: values.reason.trim(),
      idempotencyKey: idempotencyKey as string,
    });
    setAnswer({ value, currency: currency as string });
  };

  return (
    <>
      <Button
        onClick={() => {
          setAnswer(null);
          setIdempotencyKey(`console-${crypto.randomUUID()}`);
        }}
      >
        {t('approvals.adjust')}
      </Button>
      {answer && (
        <Alert
          role="status"
          type={answer.value.outcome === 'posted' ? 'success' : 'info'}
          showIcon
          style={{ marginTop: 8 }}
          title={
            answer.value.outcome === 'posted'
              ? t('approvals.adjustPosted', {
                  balance: formatAmount(answer.value.balance, answer.currency, language),
                })
              : t('approvals.adjustAwaiting', { id: answer.value.approvalId })
          }
        />
      )}
      <FormModal<AdjustmentForm>
        name="adjust-balance"
        title={t('approvals.adjustTitle', { username })}
        okText={t('approvals.adjustSubmit')}
        open={idempotencyKey !== null && currency !== undefined}
        initialValues={{ direction: 'credit' }}
        onClose={() => setIdempotencyKey(null)}
        submit={submit}
      >
        <Form.Item name="direction" label={t('approvals.direction')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'credit', label: t('approvals.credit') },
              { value: 'debit', label: t('approvals.debit') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('approvals.amount', { currency: currency ?? '' })}
          rules={[
            {
              validator: (_, text: string | undefined) => {
                const minor = text === undefined ? null : minorUnitsOf(text, decimals);
                return minor !== null && minor > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('approvals.amountInvalid', { decimals })));
              },
            },
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('approvals.reason')}
          rules={[{ required: true, whitespace: true, message: t('approvals.reasonRequired') }]}
        >
          <Input.TextArea maxLength={REASON_MAX_LENGTH} showCount rows={3} />
        </Form.Item>
      </FormModal>
    </>
  );
}
