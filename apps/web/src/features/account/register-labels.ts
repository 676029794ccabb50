/**
 * The translation keys of the registration form's row labels, read by the register screen and by
 * its page shell (app/landing-shells.ts), which writes the same labels before any script runs.
 */
import type { RegisterFormRow } from '@app/contract/client';

export const REGISTER_LABEL_KEYS: Readonly<Record<RegisterFormRow, string>> = {
  username: 'username',
  password: 'password',
  confirmPassword: 'confirm_password',
  countryDialingCode: 'dialing_code',
  mobileNum: 'mobile_num',
  email: 'email',
  nickname: 'nickname',
  payeeName: 'payee_name',
  affiliateCode: 'affiliate_code',
  verificationCode: 'verification_code',
  qqNum: 'qq_num',
  facebook: 'facebook',
  whatsapp: 'whatsapp',
  line: 'line',
  zalo: 'zalo',
  wechat: 'wechat',
  idNumber: 'id_number',
  birthday: 'birthday',
  paymentPassword: 'payment_password',
  recommenderId: 'recommender_id',
};

/** The fields whose phone keyboard is the number pad. */
export const NUMERIC_REGISTER_FIELDS: readonly RegisterFormRow[] = [
  'qqNum',
  'whatsapp',
  'zalo',
  'paymentPassword',
  'verificationCode',
];
/** The fields typed as passwords (hidden, with the show switch). */
export const PASSWORD_REGISTER_FIELDS: readonly RegisterFormRow[] = [
  'password',
  'confirmPassword',
  'paymentPassword',
];
