/**
 * The payment password of the withdraw screen's forms: six digits, hidden, checked against the
 * contract's pattern.
 */
import { PAYMENT_PASSWORD_PATTERN } from '@app/contract/client';
import Input, { type InputProps } from 'antd-mobile/es/components/input';

export const paymentPasswordRules = (t: (key: string) => string) => [
  { required: true, message: t('enter_payment_password') },
  { pattern: new RegExp(PAYMENT_PASSWORD_PATTERN), message: t('payment_password_format') },
];

/** Six digits, hidden (Form.Item passes value, onChange and id through). */
export function PaymentPasswordInput(props: Omit<InputProps, 'type'>) {
  return <Input {...props} type="password" inputMode="numeric" maxLength={6} />;
}
