/**
 * The account feature's plain values (no schemas), for the site and the server alike: the paths of
 * its calls, the spec §8 messages, and the registration-field rules both sides apply. The schemas
 * are in account.ts.
 */
import type { ApiCall } from './api-call';
import { ErrorCode } from './errors';

export const ACCOUNT_PATHS = {
  securityKey: '/wps/security/key',
  captcha: '/wps/captcha',
  slider: '/wps/verification/slider',
  smsSend: '/wps/verification/sms',
  smsCheck: '/wps/verification/sms/check',
  login: '/wps/session/login',
  trial: '/wps/session/trial',
  logout: '/wps/session/logout',
  registerSettings: '/wps/member/register/settings',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  checkUsername: '/wps/member/check/username',
  checkEmail: '/wps/member/check/email',
  affiliateCheck: '/wps/affiliate/check',
  passwordChange: '/wps/member/password/v2',
  passwordByPhone: '/wps/member/password/phone',
  memberInfo: '/wps/member/info',
  profile: '/wps/member/profile',
  headIcon: '/wps/member/headIcon',
  /** The uploaded picture itself: a plain image (an <img> sends no Merchant header), by its random id. */
  headIconImage: '/wps/member/headIcon/:iconId',
  /** A preset avatar (generated SVG), immutable. */
  presetAvatar: '/wps/art/avatars/:preset.svg',
  oauthStart: '/wps/oauth/:provider/start',
  oauthCallback: '/wps/oauth/:provider/callback',
  oauthExchange: '/wps/oauth/exchange',
  smsOutbox: '/wps/operator/merchants/:merchantCode/sms-outbox',
  /** Operator: a member's payee name, which the member sets once (decision 0040). */
  operatorPayeeName: '/wps/operator/merchants/:merchantCode/members/:username/payee-name',
} as const;

/** The calls of the site; login, registration and the password calls have an encrypted body. */
export const ACCOUNT_CALLS = {
  securityKey: { method: 'GET', url: ACCOUNT_PATHS.securityKey },
  captcha: { method: 'GET', url: ACCOUNT_PATHS.captcha },
  slider: { method: 'GET', url: ACCOUNT_PATHS.slider },
  sliderVerify: { method: 'POST', url: ACCOUNT_PATHS.slider },
  smsSend: { method: 'POST', url: ACCOUNT_PATHS.smsSend },
  smsCheck: { method: 'GET', url: ACCOUNT_PATHS.smsCheck },
  login: { method: 'POST', url: ACCOUNT_PATHS.login, encrypted: true },
  trial: { method: 'POST', url: ACCOUNT_PATHS.trial },
  logout: { method: 'DELETE', url: ACCOUNT_PATHS.logout },
  registerSettings: { method: 'GET', url: ACCOUNT_PATHS.registerSettings },
  register: { method: 'PUT', url: ACCOUNT_PATHS.register, encrypted: true },
  registerMobile: { method: 'PUT', url: ACCOUNT_PATHS.registerMobile, encrypted: true },
  checkUsername: { method: 'GET', url: ACCOUNT_PATHS.checkUsername },
  checkEmail: { method: 'GET', url: ACCOUNT_PATHS.checkEmail },
  affiliateCheck: { method: 'GET', url: ACCOUNT_PATHS.affiliateCheck },
  passwordChange: { method: 'POST', url: ACCOUNT_PATHS.passwordChange, encrypted: true },
  passwordByPhone: { method: 'POST', url: ACCOUNT_PATHS.passwordByPhone, encrypted: true },
  memberInfo: { method: 'GET', url: ACCOUNT_PATHS.memberInfo },
  updateProfile: { method: 'PATCH', url: ACCOUNT_PATHS.profile },
  headIcon: { method: 'GET', url: ACCOUNT_PATHS.headIcon },
  setHeadIcon: { method: 'POST', url: ACCOUNT_PATHS.headIcon },
  oauthStart: { method: 'GET', url: ACCOUNT_PATHS.oauthStart },
  oauthCallback: { method: 'GET', url: ACCOUNT_PATHS.oauthCallback },
  oauthExchange: { method: 'POST', url: ACCOUNT_PATHS.oauthExchange },
} as const satisfies Record<string, ApiCall>;

/** Where the site lands after social sign-in: /m/login?oauth=<one-time code> (or ?oauthError=<code>). */
export const OAUTH_RETURN_PATH = '/m/login';

/** The English text of every account error code (spec §8 wording where the spec has one). */
export const ACCOUNT_MESSAGES = {
  [ErrorCode.ENCRYPTION_REQUIRED]: 'This call needs an encrypted body and an Encryption header',
  [ErrorCode.ENCRYPTION_INVALID]: 'The encrypted body could not be read',
  [ErrorCode.ENCRYPTION_EXPIRED]: 'The encrypted body is too old or from the future: check the device clock',
  [ErrorCode.REPLAYED_REQUEST]: 'This request was already sent once',
  [ErrorCode.LOGIN_FAILED]: 'Sorry, the user does not exist or is disabled.',
  [ErrorCode.ACCOUNT_LOCKED]: 'Too many failed logins, please try again later',
  [ErrorCode.CAPTCHA_REQUIRED]: 'Please enter the verification code',
  [ErrorCode.CAPTCHA_INVALID]: 'Verification code error',
  [ErrorCode.HUMAN_CHECK_FAILED]: 'The slider check failed, please try again',
  [ErrorCode.USERNAME_TAKEN]: 'Sorry, the username already exists.',
  [ErrorCode.MOBILE_TAKEN]: 'The mobile number is already registered',
  [ErrorCode.EMAIL_TAKEN]: 'The e-mail address is already registered',
  [ErrorCode.INVALID_INVITATION_CODE]: 'Invalid invitation code',
  [ErrorCode.REFERRER_LINK_ERROR]: 'Referrer link error',
  [ErrorCode.VERIFICATION_CODE_ERROR]: 'Verification code error',
  [ErrorCode.MOBILE_INVALID]: 'Please enter a valid mobile number',
  [ErrorCode.FEATURE_DISABLED]:
    'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  [ErrorCode.PASSWORD_SAME_AS_OLD]: 'The new password and the old password cannot be the same',
  [ErrorCode.PASSWORD_CONFIRM_MISMATCH]: 'Confirmation password not matched',
  [ErrorCode.OLD_PASSWORD_WRONG]: 'The old password is incorrect',
  [ErrorCode.PASSWORD_LENGTH_INVALID]: 'Use 8 to 64 characters',
  [ErrorCode.PASSWORD_TOO_COMMON]: 'This password is too common; choose another',
  [ErrorCode.FREE_REJECT]: 'Please login an actual account to use this function',
  [ErrorCode.OAUTH_FAILED]: 'Social sign-in failed, please try again',
  [ErrorCode.PASSWORD_CHANGE_REQUIRED]: 'Please change your password before you continue',
  [ErrorCode.PAYEE_NAME_SET]: 'The payee name is set already; customer service can change it',
  [ErrorCode.HEAD_ICON_INVALID]:
    'The head icon must be a PNG or JPEG of at most 512 KB and 1024 × 1024 pixels',
  [ErrorCode.NOT_AGENT]: 'Non-agents cannot log in',
} as const;

/**
 * The member's head icon (spec §7 Head icon POST and GET): an uploaded PNG or JPEG within these
 * bounds, or one of the preset avatars drawn by the server.
 */
export const HEAD_ICON_MAX_BYTES = 512 * 1024;
export const HEAD_ICON_MAX_SIDE = 1024;
export const HEAD_ICON_TYPES = ['image/png', 'image/jpeg'] as const;
export type HeadIconType = (typeof HEAD_ICON_TYPES)[number];
/** How many preset avatars there are: presets 1 to HEAD_ICON_PRESETS. */
export const HEAD_ICON_PRESETS = 8;
/** The address of a preset avatar. */
export const presetAvatarUrl = (preset: number): string =>
  ACCOUNT_PATHS.presetAvatar.replace(':preset', String(preset));
/** The member-centre's profile fields a member may change (PATCH /wps/member/profile). */
export const PROFILE_FIELDS = ['nickname', 'email', 'payeeName'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Every field of the spec's registration payload that has a setting (site config `register.fields`). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'email',
  'nickname',
  'payeeName',
  'affiliateCode',
  'verificationCode',
  'qqNum',
  'facebook',
  'whatsapp',
  'line',
  'zalo',
  'wechat',
  'idNumber',
  'birthday',
  'paymentPassword',
  'recommenderId',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The message of a field that fails its rule (spec §8 wording where the spec has one). */
export const REGISTER_FIELD_MESSAGES: Record<RegisterField, string> = {
  username: 'Account format is incorrect',
  password: 'Password format is incorrect',
  confirmPassword: 'Confirmation password not matched',
  mobileNum: 'The mobile num is not valid',
  email: 'E-mail format is incorrect',
  nickname: 'Name format is not valid',
  payeeName: 'Name format is not valid',
  affiliateCode: 'Invalid invitation code',
  verificationCode: 'Verification code error',
  qqNum: 'Format is incorrect',
  facebook: 'Format is incorrect',
  whatsapp: 'Format is incorrect',
  line: 'Format is incorrect',
  zalo: 'Format is incorrect',
  wechat: 'Format is incorrect',
  idNumber: 'Format is incorrect',
  birthday: 'Please enter the correct date of birth',
  paymentPassword: 'Password format is incorrect',
  recommenderId: 'Referrer link error',
};
export const REQUIRED_FIELD_MESSAGE = 'This field is required';

/**
 * A merchant's minimum age (site config `register.minimumAge`, spec §8 'Please confirm you are 21
 * years old'): the registration form asks the player to confirm it, and a date of birth, where the
 * form asks for one, must reach it.
 */
export const MINIMUM_AGE_RANGE = { minimum: 18, maximum: 25 } as const;
export const ageConfirmationMessage = (minimumAge: number): string =>
  `Please confirm you are ${minimumAge} years old`;
export const underAgeMessage = (minimumAge: number): string =>
  `You must be ${minimumAge} or older to register`;
/** Nobody registering was born longer ago than this. */
const OLDEST_AGE = 120;

/**
 * Today as YYYY-MM-DD for birthdayProblem: the UTC day, on the site as on the server, so that the
 * two never disagree about a birthday (a player east of Greenwich reaches an age a few hours late).
 */
export const birthdayToday = (now: Date): string => now.toISOString().slice(0, 10);

/** The same month and day `years` later, as YYYY-MM-DD (29 February stays 29 February). */
const yearsLater = (day: string, years: number): string =>
  `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;

/**
 * What is wrong with a date of birth (YYYY-MM-DD) on `today`: 'invalid' when it is no calendar
 * day, lies ahead or over OLDEST_AGE years back; 'underAge' when the player has not reached
 * `minimumAge` yet (someone born on 29 February reaches it on 1 March); null when it is fine.
 */
export const birthdayProblem = (
  birthday: string,
  today: string,
  minimumAge?: number | null,
): 'invalid' | 'underAge' | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return 'invalid';
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isCalendarDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!isCalendarDay || birthday > today || yearsLater(birthday, OLDEST_AGE) < today) return 'invalid';
  if (minimumAge != null && yearsLater(birthday, minimumAge) > today) return 'underAge';
  return null;
};

interface FieldSetting {
  enabled: boolean;
  required: boolean;
  pattern?: string;
}

/**
 * The floor every new password meets whatever the merchant's pattern says (ASVS 2.1,
 * decision 0022): 8 to 64 characters, counted as Unicode code points, no composition rules.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const passwordLengthAllowed = (password: string): boolean => {
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
};

/** Spec §5: one leading 0 of a mobile number is removed before it is sent or stored. */
export const normalizeMobileNum = (mobileNum: string): string => mobileNum.trim().replace(/^0/, '');

/**
 * Field errors of a registration form against the merchant's settings (spec §5): a required field
 * must be filled, an empty optional field skips validation, a filled one must match its pattern
 * (DEFAULT_FIELD_PATTERNS when the setting has none); confirmPassword must equal password. Fields
 * that are disabled are not checked (the server drops them). `fields` limits the check to those
 * names (a form that does not show a field does not send it).
 */
export const registerFieldErrors = (
  settings: Record<string, FieldSetting>,
  values: Partial<Record<RegisterField, string | undefined>>,
  fields: readonly RegisterField[] = REGISTER_FIELDS,
): Partial<Record<RegisterField, string>> => {
  const errors: Partial<Record<RegisterField, string>> = {};
  for (const field of fields) {
    const setting = settings[field];
    if (!setting?.enabled) continue;
    const value = (values[field] ?? '').trim();
    if (value === '') {
      if (setting.required) errors[field] = REQUIRED_FIELD_MESSAGE;
      continue;
    }
    if (field === 'confirmPassword') {
      if (value !== (values.password ?? '').trim()) errors[field] = REGISTER_FIELD_MESSAGES.confirmPassword;
      continue;
    }
    // A field the operator gave no (or an empty) pattern still has one: a stored value is always checked.
    const pattern = setting.pattern || DEFAULT_FIELD_PATTERNS[field];
    if (!new RegExp(pattern, 'u').test(value)) errors[field] = REGISTER_FIELD_MESSAGES[field];
  }
  return errors;
};

/**
 * The rule of each member-centre profile field (PATCH /wps/member/profile): a field that is sent is
 * required and matches the merchant's registration pattern for it, or the default pattern without
 * one, whether or not the registration form asks for it. For registerFieldErrors.
 */
export const profileFieldSettings = (
  fields: Readonly<Record<string, FieldSetting | undefined>>,
): Record<ProfileField, FieldSetting> =>
  Object.fromEntries(
    PROFILE_FIELDS.map((field) => [
      field,
      { enabled: true, required: true, pattern: fields[field]?.pattern || DEFAULT_FIELD_PATTERNS[field] },
    ]),
  ) as Record<ProfileField, FieldSetting>;

/** Patterns of the demo seed, in a form both JavaScript and the server apply (RegExp with the u flag). */
export const DEFAULT_FIELD_PATTERNS = {
  /** 6-16 letters or digits, starting with a letter. */
  username: '^[A-Za-z][A-Za-z0-9]{5,15}$',
  /** 8-64 characters of any kind: passphrases with spaces and any script (ASVS 2.1). */
  password: '^.{8,64}$',
  /** 6-15 digits, one optional leading 0 (removed before use). */
  mobileNum: '^0?\\d{6,15}$',
  email: '^[^\\s@]{1,64}@[^\\s@]+\\.[^\\s@]{2,}$',
  nickname: '^.{2,20}$',
  payeeName: "^[\\p{L} .'-]{2,50}$",
  affiliateCode: '^[A-Za-z0-9]{4,16}$',
  verificationCode: '^\\d{4,10}$',
  qqNum: '^\\d{5,12}$',
  facebook: '^.{2,100}$',
  whatsapp: '^\\+?\\d{6,15}$',
  line: '^[A-Za-z0-9._-]{2,30}$',
  zalo: '^0?\\d{6,15}$',
  wechat: '^[A-Za-z][A-Za-z0-9_-]{5,19}$',
  idNumber: '^[A-Za-z0-9]{6,20}$',
  /** A date as YYYY-MM-DD (what a date input gives); birthdayProblem checks it is one. */
  birthday: '^\\d{4}-\\d{2}-\\d{2}$',
  paymentPassword: '^\\d{6}$',
  recommenderId: '^[A-Za-z0-9]{1,20}$',
} as const satisfies Record<Exclude<RegisterField, 'confirmPassword'>, string>;
