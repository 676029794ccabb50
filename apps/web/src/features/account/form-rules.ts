/**
 * The account forms' field rules (spec §5) as pure checks that answer a translation key or null,
 * so they are tested without rendering; `asRule` turns one into an antd-mobile Form rule.
 */
import type { RegisterSettingsValue } from '@app/contract';
import {
  birthdayProblem,
  birthdayToday,
  CAPTCHA_INPUT_MAX,
  DEFAULT_FIELD_PATTERNS,
  MOBILE_NUMBER_MAX,
  passwordLengthAllowed,
  REQUIRED_FIELD_MESSAGE,
  type RegisterField,
  registerFieldErrors,
  SMS_CODE_MAX,
} from '@app/contract/client';
import type { TFunction, TranslationValues } from '../../i18n/i18n';

/** A check of one value: the translation key of its error, or null when it passes. */
export type FieldCheck = (value: string | undefined) => string | null;

const filled = (value: string | undefined): string => (value ?? '').trim();

/** Spec §5 Login rules loginUsername and loginPassword: the spec shows no messages; filled in is enough. */
export const loginUsername: FieldCheck = (value) => (filled(value) ? null : 'enter_username');
export const loginPassword: FieldCheck = (value) => (filled(value) ? null : 'enter_password');

/** Digits, at most 20 (spec §9), one leading 0 allowed (it is removed before sending). */
export const loginMobileNum: FieldCheck = (value) => {
  const mobile = filled(value);
  if (!mobile) return 'enter_mobile_num';
  return new RegExp(DEFAULT_FIELD_PATTERNS.mobileNum).test(mobile) && mobile.length <= MOBILE_NUMBER_MAX
    ? null
    : 'mobile_num_invalid';
};

/** The SMS code: numeric, at most 10 digits (spec §5, §9). */
export const verificationCode: FieldCheck = (value) => {
  const code = filled(value);
  if (!code) return 'enter_verification_code';
  return /^\d+$/.test(code) && code.length <= SMS_CODE_MAX ? null : 'verification_code_error';
};

/**
 * A captcha answer (spec §5): required ('write the code'), at most 6, letters and digits: the
 * server draws characters only, and nothing but the picture says which (decision 0022).
 */
export const captchaAnswer: FieldCheck = (value) => {
  const code = filled(value);
  if (!code) return 'write_the_code';
  return /^[A-Za-z0-9]+$/.test(code) && code.length <= CAPTCHA_INPUT_MAX ? null : 'captcha_format_invalid';
};

/** Confirm password (spec §5): required ('incorrect password') and equal to the password. */
export const confirmPasswordOf =
  (password: () => string | undefined, requiredKey = 'incorrect_password'): FieldCheck =>
  (value) => {
    if (!filled(value)) return requiredKey;
    return filled(value) === filled(password()) ? null : 'confirm_password_mismatch';
  };

/** Change password (spec §5): 8 to 64 characters (decision 0022), and differs from the old one. */
export const newPasswordOf =
  (pattern: string, oldPassword: () => string | undefined): FieldCheck =>
  (value) => {
    const password = filled(value);
    if (!password) return 'enter_password';
    if (!passwordLengthAllowed(password)) return 'error_password_length';
    if (!new RegExp(pattern, 'u').test(password)) return 'password_format_incorrect';
    return password === filled(oldPassword()) ? 'password_same_as_old' : null;
  };

/** Translation key of each registration field's format message (contract REGISTER_FIELD_MESSAGES). */
const FORMAT_KEY_OF: Record<RegisterField, string> = {
  username: 'account_format_incorrect',
  password: 'password_format_incorrect',
  confirmPassword: 'confirm_password_mismatch',
  mobileNum: 'mobile_num_invalid',
  email: 'email_format_incorrect',
  nickname: 'name_format_invalid',
  payeeName: 'name_format_invalid',
  affiliateCode: 'invalid_invitation_code',
  verificationCode: 'verification_code_error',
  qqNum: 'format_incorrect',
  facebook: 'format_incorrect',
  whatsapp: 'format_incorrect',
  line: 'format_incorrect',
  zalo: 'format_incorrect',
  wechat: 'format_incorrect',
  idNumber: 'format_incorrect',
  birthday: 'birthday_incorrect',
  paymentPassword: 'password_format_incorrect',
  recommenderId: 'referrer_link_error',
};

type FieldSettings = RegisterSettingsValue['register']['fields'];

/** A registration field against the merchant's settings (contract registerFieldErrors). */
export const registerFieldCheck =
  (
    settings: FieldSettings,
    field: RegisterField,
    password: () => string | undefined = () => '',
  ): FieldCheck =>
  (value) => {
    // The server's floor for every new password (decision 0022), whatever the merchant's pattern.
    if (field === 'password' && filled(value) && !passwordLengthAllowed(filled(value))) {
      return 'error_password_length';
    }
    const message = registerFieldErrors(settings, { [field]: value, password: password() }, [field])[field];
    if (!message) return null;
    return message === REQUIRED_FIELD_MESSAGE ? 'field_required' : FORMAT_KEY_OF[field];
  };

/**
 * The date of birth (spec §8 'Please enter the correct date of birth'): its setting, a real day in
 * the past, and the merchant's minimum age ('register_under_age', translated with the age), judged
 * on the same day as the server judges it.
 */
export const birthdayCheck =
  (settings: FieldSettings, minimumAge: number | null, now: () => Date = () => new Date()): FieldCheck =>
  (value) => {
    const key = registerFieldCheck(settings, 'birthday')(value);
    if (key || !filled(value)) return key;
    const problem = birthdayProblem(filled(value), birthdayToday(now()), minimumAge);
    if (problem === 'invalid') return 'birthday_incorrect';
    return problem === 'underAge' ? 'register_under_age' : null;
  };

/**
 * An antd-mobile Form rule from a check; the message is translated when the rule runs, with
 * `values` for its placeholders.
 */
export const asRule = <Value = string | undefined>(
  check: (value: Value) => string | null,
  t: TFunction,
  values?: TranslationValues,
) => ({
  validator: async (_rule: unknown, value: Value) => {
    const key = check(value);
    if (key) throw new Error(t(key, values));
  },
});
