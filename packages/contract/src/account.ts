/**
 * The account feature (issue 3): sessions, registration, captcha and slider checks, SMS codes,
 * passwords, member info and social sign-in (spec §3, §4, §5, §7). Calls whose `encrypted` is true
 * (ACCOUNT_CALLS) take their body through encryptBody (body-encryption.ts): the schema below is the plaintext JSON.
 * Every call resolves the merchant from the `Merchant` header or the domain; calls with a session
 * send `Authorization: <token>`. A trial session belongs to the merchant's trialMerchantCode, but
 * the client keeps sending the brand's own `Merchant` header.
 */
import Type, { type Static } from 'typebox';
import { ACCOUNT_CALLS, ACCOUNT_PATHS, HEAD_ICON_MAX_BYTES, HEAD_ICON_PRESETS } from './account-rules';
import { OAUTH_PROVIDERS } from './account-settings';
import { REGISTER_METHODS } from './enums';
import { Ok } from './envelope';
import { MerchantParams, RegisterSettings } from './system';

const Text = (maxLength: number) => Type.String({ maxLength });
const MobileNum = Type.String({ pattern: '^\\d{1,20}$', description: 'Digits; one leading 0 is removed' });
const DialingCode = Type.String({ pattern: '^\\+?\\d{1,4}$', description: 'For example 84 or +84' });

// ---- security key, captcha, slider ------------------------------------------------------------

export const SecurityKeyValue = Type.Object({
  keyId: Type.String(),
  /** X25519 public key, base64url. */
  publicKey: Type.String(),
  algorithm: Type.String(),
});
export type SecurityKeyValue = Static<typeof SecurityKeyValue>;

/** Four letters or digits to type, case-insensitive; nothing but the picture tells them (decision 0022). */
export const CaptchaValue = Type.Object({
  captchaId: Type.String(),
  /** data:image/png;base64,... */
  image: Type.String(),
});
export type CaptchaValue = Static<typeof CaptchaValue>;

export const SliderChallengeValue = Type.Object({
  challengeId: Type.String(),
  /** PNG data URL, `width` × `height` px, with the hole the piece fits. */
  background: Type.String(),
  /** PNG data URL, `pieceSize` × `pieceSize` px; it starts at the top-left corner (0, 0). */
  piece: Type.String(),
  /** Size of the background in pixels: the unit of x and y. */
  width: Type.Integer(),
  height: Type.Integer(),
  pieceSize: Type.Integer(),
});
export type SliderChallengeValue = Static<typeof SliderChallengeValue>;

export const SliderVerifyBody = Type.Object(
  {
    challengeId: Type.String({ maxLength: 64 }),
    /** Where the player dropped the piece's top-left corner, in background pixels. */
    x: Type.Number({ minimum: 0, maximum: 10_000 }),
    y: Type.Number({ minimum: 0, maximum: 10_000 }),
  },
  { additionalProperties: false },
);
export type SliderVerifyBody = Static<typeof SliderVerifyBody>;
/** One try per challenge; the ticket is single use, valid 5 minutes, for one SMS send or registration. */
export const SliderTicketValue = Type.Object({ ticket: Type.String() });

// ---- SMS ------------------------------------------------------------------------------------

export const SMS_PURPOSES = ['register', 'login', 'forget'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const SmsSendBody = Type.Object(
  {
    mobileNum: MobileNum,
    countryDialingCode: DialingCode,
    purpose: Type.Enum(SMS_PURPOSES),
    /** The slider ticket. */
    ticket: Type.String({ maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type SmsSendBody = Static<typeof SmsSendBody>;

export const SmsSendValue = Type.Object({
  expiredMinutes: Type.Integer(),
  /** Unix ms when the code expires. */
  expirationTime: Type.Integer(),
});
export type SmsSendValue = Static<typeof SmsSendValue>;

/** "Verification GET": checks a code without using it up (it counts as one of the 5 guesses). */
export const SmsCheckQuery = Type.Object({
  mobileNum: MobileNum,
  countryDialingCode: DialingCode,
  purpose: Type.Enum(SMS_PURPOSES),
  verificationCode: Type.String({ pattern: '^\\d{1,10}$' }),
});
export const SmsCheckValue = Type.Object({ valid: Type.Literal(true) });

// ---- sessions -------------------------------------------------------------------------------

/** Spec §3 Login payload. type 'username' (default) or 'sms' (needs MOBILEVERCODELOGIN3). */
export const LoginBody = Type.Object(
  {
    type: Type.Optional(Type.Union([Type.Literal('username'), Type.Literal('sms')])),
    username: Type.Optional(Text(64)),
    password: Type.Optional(Text(128)),
    /** Required once the account or the IP has a recent failed login (value.captcha). */
    captcha: Type.Optional(Text(16)),
    captchaId: Type.Optional(Text(64)),
    mobileNum: Type.Optional(MobileNum),
    countryDialingCode: Type.Optional(DialingCode),
    verificationCode: Type.Optional(Type.String({ pattern: '^\\d{0,10}$' })),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** Spec §3 Session info plus what the client needs next. */
export const SessionValue = Type.Object({
  token: Type.String(),
  userName: Type.String(),
  type: Type.Integer(),
  merchantCode: Type.String(),
  firstTimeLogin: Type.Boolean(),
  /** True: the password is past the merchant's passwordExpiryDays; go to /m/changePsw. */
  passwordExpired: Type.Boolean(),
});
export type SessionValue = Static<typeof SessionValue>;

/** Test play (spec §7): a type-4 trial member under the merchant's trial merchant code. */
export const TrialValue = Type.Object({
  token: Type.String(),
  userName: Type.String(),
  customerType: Type.Integer(),
  merchantCode: Type.String(),
});
export type TrialValue = Static<typeof TrialValue>;

export const LogoutValue = Type.Null();

// ---- registration ---------------------------------------------------------------------------

/** Spec §3 Registration payload, plus the slider `ticket` and the `captchaId` of the captcha. */
export const RegisterBody = Type.Object(
  {
    username: Type.Optional(Text(64)),
    password: Type.Optional(Text(128)),
    confirmPassword: Type.Optional(Text(128)),
    countryDialingCode: Type.Optional(Type.Union([DialingCode, Type.Literal('')])),
    mobileNum: Type.Optional(Type.String({ pattern: '^\\d{0,20}$' })),
    email: Type.Optional(Text(254)),
    nickname: Type.Optional(Text(64)),
    payeeName: Type.Optional(Text(100)),
    affiliateCode: Type.Optional(Text(32)),
    verificationCode: Type.Optional(Type.String({ pattern: '^\\d{0,10}$' })),
    qqNum: Type.Optional(Text(32)),
    facebook: Type.Optional(Text(100)),
    whatsapp: Type.Optional(Text(32)),
    line: Type.Optional(Text(64)),
    zalo: Type.Optional(Text(32)),
    wechat: Type.Optional(Text(64)),
    idNumber: Type.Optional(Text(32)),
    /** The date of birth, YYYY-MM-DD. */
    birthday: Type.Optional(Text(10)),
    /** The player confirmed the merchant's minimum age (register.minimumAge), when it has one. */
    ageConfirmed: Type.Optional(Type.Boolean()),
    paymentPassword: Type.Optional(Text(32)),
    recommenderId: Type.Optional(Text(32)),
    registerUrl: Type.Optional(Text(2048)),
    registerMethod: Type.Optional(Type.Enum(REGISTER_METHODS)),
    domain: Type.Optional(Text(253)),
    /** Always 0 (a member); an agent is never self-registered here. */
    type: Type.Optional(Type.Literal(0)),
    captcha: Type.Optional(Text(16)),
    captchaId: Type.Optional(Text(64)),
    /** The slider ticket: required. */
    ticket: Type.String({ maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

/**
 * getSetRegister: the field rules, the captcha, the switches the screens follow, the SMS lifetime
 * and the merchant's country dialing code (null: none; the site guesses from the language).
 */
export const RegisterSettingsValue = Type.Object({
  register: RegisterSettings,
  whitelabel: Type.Object({
    USERNAMEREG3: Type.Boolean(),
    MOBILENUMREG3: Type.Boolean(),
    REGMOBVERF3: Type.Boolean(),
    MOBILENUMPASSREG3: Type.Boolean(),
    FACEBOOKLOGIN3: Type.Boolean(),
    GOOGLELOGIN3: Type.Boolean(),
    MOBILEVERCODELOGIN3: Type.Boolean(),
  }),
  sms: Type.Object({ expiredMinutes: Type.Integer() }),
});
export type RegisterSettingsValue = Static<typeof RegisterSettingsValue>;

export const CheckUsernameQuery = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });
export const CheckEmailQuery = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });
export const AvailableValue = Type.Object({ available: Type.Boolean() });

export const AffiliateCheckQuery = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32 }),
  domain: Type.Optional(Type.String({ maxLength: 253 })),
});
export const AffiliateCheckValue = Type.Object({ code: Type.String() });

// ---- passwords and member info ----------------------------------------------------------------

/** oldPassword may be left out only by a session that logged in by password moments ago while the
 *  member had to change it (first-time login or expired password); see docs/decisions. */
export const PasswordChangeBody = Type.Object(
  {
    oldPassword: Type.Optional(Text(128)),
    newPassword: Type.String({ minLength: 1, maxLength: 128 }),
    confirmNewPassword: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

/** Forgotten password by SMS (purpose 'forget'): revokes every session of the member. */
export const PasswordByPhoneBody = Type.Object(
  {
    mobileNum: MobileNum,
    countryDialingCode: DialingCode,
    verificationCode: Type.String({ pattern: '^\\d{1,10}$' }),
    newPassword: Type.String({ minLength: 1, maxLength: 128 }),
    confirmNewPassword: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type PasswordByPhoneBody = Static<typeof PasswordByPhoneBody>;

export const MemberInfoValue = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  clubLabel: Type.Object({ labelName: Type.String() }),
  /** The head icon's address (an uploaded picture or a preset avatar); null: none chosen. */
  headIconUrl: Type.Union([Type.String(), Type.Null()]),
  /** '' when none is given. */
  email: Type.String(),
  /** The name withdrawals pay to; '' until set. The member sets it once, the operator changes it after. */
  payeeName: Type.String(),
});
export type MemberInfoValue = Static<typeof MemberInfoValue>;

// ---- profile and head icon (spec §7 member profile, Head icon POST and GET) -------------------

/**
 * The member centre's changes: each field given is checked against the merchant's registration
 * pattern for it (the default pattern without one) and required; e-mail unique in the merchant.
 */
export const ProfileBody = Type.Object(
  {
    nickname: Type.Optional(Text(64)),
    email: Type.Optional(Text(254)),
    payeeName: Type.Optional(Text(100)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProfileBody = Static<typeof ProfileBody>;

/** Base64 of at most HEAD_ICON_MAX_BYTES bytes. */
const HEAD_ICON_BASE64_MAX = Math.ceil(HEAD_ICON_MAX_BYTES / 3) * 4;

/** Exactly one of: `image`, a PNG or JPEG in base64 (the type is read from its bytes), or a `preset`. */
export const HeadIconBody = Type.Object(
  {
    image: Type.Optional(
      Type.String({ minLength: 4, maxLength: HEAD_ICON_BASE64_MAX, pattern: '^[A-Za-z0-9+/]+={0,2}$' }),
    ),
    preset: Type.Optional(Type.Integer({ minimum: 1, maximum: HEAD_ICON_PRESETS })),
  },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 },
);
export type HeadIconBody = Static<typeof HeadIconBody>;

export const HeadIconValue = Type.Object({ headIconUrl: Type.Union([Type.String(), Type.Null()]) });
export type HeadIconValue = Static<typeof HeadIconValue>;

export const HeadIconImageParams = Type.Object({
  iconId: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }),
});
export const PresetAvatarParams = Type.Object({
  preset: Type.Integer({ minimum: 1, maximum: HEAD_ICON_PRESETS }),
});

// ---- social sign-in -------------------------------------------------------------------------

export const OAuthProviderParams = Type.Object({
  provider: Type.Enum(OAUTH_PROVIDERS),
});
export const OAuthStartQuery = Type.Object({
  /** Site path to return to after login (must start with /m/). */
  returnTo: Type.Optional(Type.String({ pattern: '^/m/', maxLength: 512 })),
});
export const OAuthCallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 4096 })),
    state: Type.Optional(Type.String({ maxLength: 512 })),
    error: Type.Optional(Type.String({ maxLength: 512 })),
  },
  { additionalProperties: true },
);
export const OAuthExchangeBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
/** The login value plus where the sign-in started. */
export const OAuthExchangeValue = Type.Object({
  session: SessionValue,
  returnTo: Type.String(),
});
export type OAuthExchangeValue = Static<typeof OAuthExchangeValue>;

// ---- operator: SMS outbox ---------------------------------------------------------------------

export const SmsOutboxQuery = Type.Object({
  mobile: Type.Optional(Type.String({ pattern: '^\\+?\\d{1,24}$', description: 'Dialing code + number' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const SmsOutboxEntry = Type.Object({
  /** Dialing code and number as sent, for example '84912345678'. */
  to: Type.String(),
  text: Type.String(),
  /** The 6-digit code the text carries. */
  code: Type.String(),
  purpose: Type.String(),
  sentAt: Type.String({ description: 'ISO 8601' }),
});
export type SmsOutboxEntry = Static<typeof SmsOutboxEntry>;

// ---- operator: a member's payee name ----------------------------------------------------------

export const OperatorPayeeNameParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
  username: Type.String({ minLength: 1, maxLength: 64 }),
});
/** The new payee name, checked like the member's own; audited with the operator's actor. */
export const OperatorPayeeNameBody = Type.Object({ payeeName: Text(100) }, { additionalProperties: false });
export const OperatorPayeeNameValue = Type.Object({
  username: Type.String(),
  payeeName: Type.String(),
  previous: Type.String(),
});
export type OperatorPayeeNameValue = Static<typeof OperatorPayeeNameValue>;

// ---- the routes -------------------------------------------------------------------------------

export const accountRoutes = {
  securityKey: { ...ACCOUNT_CALLS.securityKey, response: Ok(SecurityKeyValue) },
  captcha: { ...ACCOUNT_CALLS.captcha, response: Ok(CaptchaValue) },
  slider: { ...ACCOUNT_CALLS.slider, response: Ok(SliderChallengeValue) },
  sliderVerify: {
    ...ACCOUNT_CALLS.sliderVerify,
    body: SliderVerifyBody,
    response: Ok(SliderTicketValue),
  },
  smsSend: { ...ACCOUNT_CALLS.smsSend, body: SmsSendBody, response: Ok(SmsSendValue) },
  smsCheck: {
    ...ACCOUNT_CALLS.smsCheck,
    querystring: SmsCheckQuery,
    response: Ok(SmsCheckValue),
  },
  login: {
    ...ACCOUNT_CALLS.login,
    body: LoginBody,
    response: Ok(SessionValue),
  },
  trial: { ...ACCOUNT_CALLS.trial, response: Ok(TrialValue) },
  logout: { ...ACCOUNT_CALLS.logout, response: Ok(LogoutValue) },
  registerSettings: {
    ...ACCOUNT_CALLS.registerSettings,
    response: Ok(RegisterSettingsValue),
  },
  register: {
    ...ACCOUNT_CALLS.register,
    body: RegisterBody,
    response: Ok(SessionValue),
  },
  registerMobile: {
    ...ACCOUNT_CALLS.registerMobile,
    body: RegisterBody,
    response: Ok(SessionValue),
  },
  checkUsername: {
    ...ACCOUNT_CALLS.checkUsername,
    querystring: CheckUsernameQuery,
    response: Ok(AvailableValue),
  },
  checkEmail: {
    ...ACCOUNT_CALLS.checkEmail,
    querystring: CheckEmailQuery,
    response: Ok(AvailableValue),
  },
  affiliateCheck: {
    ...ACCOUNT_CALLS.affiliateCheck,
    querystring: AffiliateCheckQuery,
    response: Ok(AffiliateCheckValue),
  },
  passwordChange: {
    ...ACCOUNT_CALLS.passwordChange,
    body: PasswordChangeBody,
    response: Ok(Type.Null()),
  },
  passwordByPhone: {
    ...ACCOUNT_CALLS.passwordByPhone,
    body: PasswordByPhoneBody,
    response: Ok(Type.Null()),
  },
  memberInfo: { ...ACCOUNT_CALLS.memberInfo, response: Ok(MemberInfoValue) },
  updateProfile: { ...ACCOUNT_CALLS.updateProfile, body: ProfileBody, response: Ok(MemberInfoValue) },
  headIcon: { ...ACCOUNT_CALLS.headIcon, response: Ok(HeadIconValue) },
  setHeadIcon: { ...ACCOUNT_CALLS.setHeadIcon, body: HeadIconBody, response: Ok(HeadIconValue) },
  /** 302 to the provider; the callback 302s to /m/login?oauth=<code> (or ?oauthError=<errorCode>). */
  oauthStart: {
    ...ACCOUNT_CALLS.oauthStart,
    params: OAuthProviderParams,
    querystring: OAuthStartQuery,
  },
  oauthCallback: {
    ...ACCOUNT_CALLS.oauthCallback,
    params: OAuthProviderParams,
    querystring: OAuthCallbackQuery,
  },
  oauthExchange: {
    ...ACCOUNT_CALLS.oauthExchange,
    body: OAuthExchangeBody,
    response: Ok(OAuthExchangeValue),
  },
  /** Operator API (Operator-Key): the embedded SMS provider's outbox, newest first, for e2e. */
  smsOutbox: {
    method: 'GET',
    url: ACCOUNT_PATHS.smsOutbox,
    params: MerchantParams,
    querystring: SmsOutboxQuery,
    response: Ok(Type.Array(SmsOutboxEntry)),
  },
  /** Operator API (Operator-Key): change a member's payee name, which the member may set only once. */
  operatorPayeeName: {
    method: 'PATCH',
    url: ACCOUNT_PATHS.operatorPayeeName,
    params: OperatorPayeeNameParams,
    body: OperatorPayeeNameBody,
    response: Ok(OperatorPayeeNameValue),
  },
} as const;
