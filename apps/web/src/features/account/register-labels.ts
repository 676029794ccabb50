/**
 * What the register screen and its page shell (app/landing-shells.ts) both draw of a form row:
 * its label's translation key, and whether its input is a password's. The shell writes them
 * before any script runs, so both read them here.
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

/** The fields typed as passwords (hidden, with the show switch). */
export const PASSWORD_REGISTER_FIELDS: readonly RegisterFormRow[] = [
  'password',
  'confirmPassword',
  'paymentPassword',
];
