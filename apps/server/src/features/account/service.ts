/**
 * The account rules (spec §4, §5, §6; DESIGN §8): login by password or SMS code with lockout and
 * captcha after failures, registration by username or mobile, trial play, password change and
 * reset, member info, availability and affiliate checks.
 */
import { randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  ErrorCode,
  type LoginBody,
  type MemberInfoValue,
  type PasswordByPhoneBody,
  type PasswordChangeBody,
  REGISTER_FIELD_MESSAGES,
  REGISTER_FIELDS,
  REQUIRED_FIELD_MESSAGE,
  type RegisterBody,
  type RegisterField,
  type RegisterSettingsValue,
  registerFieldErrors,
  type SessionValue,
  type SiteConfig,
  TRIAL_MEMBER_TYPE,
  type TrialValue,
} from '@app/contract';
import { uniqueViolationOf } from '../../db/unique-violation';
import { passwordHasher } from '../../lib/password-hasher';
import { accountSettingsOf } from '../../lib/site-config';
import { ApiError } from '../../plugins/errors';
import type { ResolvedMerchant } from '../../plugins/merchant';
import type { SessionInfo } from '../../plugins/session';
import type { Captchas, HumanCheck } from '../security/service';
import { isValidMobile, type MobileNumber, normalizeMobile, type SmsService } from '../sms/service';
import { loginDelayMs } from './login-delay';
import { memberDirectory } from './member-directory';
import { passwordPolicyError } from './password-policy';
import type { AccountRepository, MemberRow } from './repository';
import type { Sessions } from './sessions';

export interface LockoutOptions {
  /** Failures of one account from one client address before its tries are held back ... */
  failures: number;
  /** ... first for this long after the last failure, doubling per further failure ... */
  firstDelaySeconds: number;
  /** ... up to this long; also the window of the captcha rules below. */
  minutes: number;
  /**
   * Different accounts failing from one IP within the lockout window after which every login from
   * that IP needs the captcha: a shared network (a carrier's NAT, an office) has many players, and
   * one player's typo must not put a captcha in front of the others; guessing across accounts does.
   */
  captchaIpAccounts: number;
}

/**
 * A session may change the password without the old one only when it began with a password login
 * of a member who had to change it (first-time login or expired password), and only this long after
 * that login: the member has just typed the old password (docs/decisions/0008).
 */
export const SKIP_OLD_PASSWORD_WINDOW_MS = 15 * 60_000;

/**
 * How long a client's failures on an account are remembered for its delays: long enough that the
 * capped delay, not a forgotten count, paces a patient guesser (decision 0022).
 */
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

const fail = (errorCode: keyof typeof ACCOUNT_MESSAGES, value?: ConstructorParameters<typeof ApiError>[2]) =>
  new ApiError(errorCode, ACCOUNT_MESSAGES[errorCode], value);

const invalid = (fields: Record<string, string>) =>
  new ApiError(ErrorCode.VALIDATION_FAILED, 'Please correct the highlighted fields', { fields });

/** What a login attempt is recorded and locked under: the lower-case username, or the full number. */
export const accountKeyOf = (body: {
  type?: string;
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}): string | null => {
  if (body.type === 'sms') {
    if (!body.mobileNum || !body.countryDialingCode) return null;
    const mobile = normalizeMobile({
      mobileNum: body.mobileNum,
      countryDialingCode: body.countryDialingCode,
    });
    return `+${mobile.countryDialingCode}${mobile.mobileNum}`;
  }
  return body.username ? body.username.trim().toLowerCase() : null;
};

type FieldSettings = SiteConfig['register']['fields'];

/**
 * The settings of the fields a registration form has (spec §2 Registration, §5): those the merchant
 * enabled, plus those the variant needs whatever the settings say (the username form's username, the
 * mobile form's number and its SMS code with REGMOBVERF3, the password unless a mobile form goes
 * without one), which are then required. A password is never on a mobile form without MOBILENUMPASSREG3.
 */
const formFieldSettings = (
  settings: FieldSettings,
  variant: 'username' | 'mobile',
  needsPassword: boolean,
  needsSmsCode: boolean,
): FieldSettings => {
  const needed: RegisterField[] = [variant === 'username' ? 'username' : 'mobileNum'];
  if (needsPassword) needed.push('password', 'confirmPassword');
  if (needsSmsCode) needed.push('verificationCode');
  const form: FieldSettings = {};
  for (const field of REGISTER_FIELDS) {
    const setting = settings[field];
    if (needed.includes(field)) form[field] = { ...setting, enabled: true, required: true };
    else if (setting?.enabled && (needsPassword || (field !== 'password' && field !== 'confirmPassword')))
      form[field] = setting;
  }
  return form;
};

/**
 * The body without the registration fields that are not on the form: a field the merchant switched
 * off is ignored whatever is sent for it, never checked against a pattern it may not have and never
 * stored (issue 11). The dialing code goes with the mobile number.
 */
const withoutFieldsOffTheForm = (body: RegisterBody, form: FieldSettings): RegisterBody => {
  const onForm = (key: string) =>
    !(REGISTER_FIELDS as readonly string[]).includes(key) || form[key] !== undefined;
  const kept = Object.fromEntries(Object.entries(body).filter(([key]) => onForm(key))) as RegisterBody;
  if (!form.mobileNum) delete kept.countryDialingCode;
  return kept;
};

const PROFILE_FIELDS = [
  'payeeName',
  'qqNum',
  'facebook',
  'whatsapp',
  'line',
  'zalo',
  'wechat',
  'idNumber',
] as const;

export const createAccountService = ({
  repository,
  sessions,
  captchas,
  humanCheck,
  sms,
  setPaymentPassword,
  lockout,
  now,
}: {
  repository: AccountRepository;
  sessions: Sessions;
  captchas: Captchas;
  humanCheck: HumanCheck;
  sms: SmsService;
  /** Keeps the payment password a registration form may ask for: the withdrawals feature's (decision 0029). */
  setPaymentPassword: (memberId: number, paymentPassword: string) => Promise<void>;
  lockout: LockoutOptions;
  now: () => number;
}) => {
  const lockoutMs = lockout.minutes * 60_000;
  const delays = {
    failures: lockout.failures,
    firstDelayMs: lockout.firstDelaySeconds * 1000,
    maxDelayMs: lockoutMs,
  };

  const passwordRuleError = (merchant: ResolvedMerchant, password: string): string | null => {
    const errors = registerFieldErrors(merchant.config.register.fields, { password }, ['password']);
    return errors.password ?? null;
  };

  /** The password floor (decision 0022), refused on the form field that holds the new password. */
  const requirePasswordPolicy = (password: string, field: 'password' | 'newPassword') => {
    const errorCode = passwordPolicyError(password);
    if (errorCode) throw fail(errorCode, { fields: { [field]: ACCOUNT_MESSAGES[errorCode] } });
  };

  /** A new member's username when the mobile registration gives none: 'm' and 9 random digits. */
  const freeUsername = async (merchantCode: string): Promise<string> => {
    for (;;) {
      const candidate = `m${String(randomInt(1e9)).padStart(9, '0')}`;
      if (!(await repository.findMemberByUsername(merchantCode, candidate))) return candidate;
    }
  };

  const requireCaptcha = async (merchantCode: string, captchaId?: string, captcha?: string) => {
    if (!captchaId || !captcha) throw fail(ErrorCode.CAPTCHA_REQUIRED, { captcha: true });
    if (!(await captchas.check(merchantCode, captchaId, captcha))) {
      throw fail(ErrorCode.CAPTCHA_INVALID, {
        captcha: true,
        fields: { captcha: ACCOUNT_MESSAGES.CAPTCHA_INVALID },
      });
    }
  };

  const login = async (merchant: ResolvedMerchant, body: LoginBody, ip: string): Promise<SessionValue> => {
    const { merchantCode, whitelabel } = merchant.config;
    const method = body.type ?? 'username';
    if (method === 'sms' && !whitelabel.MOBILEVERCODELOGIN3) throw fail(ErrorCode.FEATURE_DISABLED);
    const missing: Record<string, string> = {};
    const needed =
      method === 'sms'
        ? (['mobileNum', 'countryDialingCode', 'verificationCode'] as const)
        : (['username', 'password'] as const);
    for (const field of needed) if (!body[field]) missing[field] = REQUIRED_FIELD_MESSAGE;
    if (Object.keys(missing).length > 0) throw invalid(missing);
    const account = accountKeyOf(body) as string;
    const at = now();
    const record = (outcome: 'success' | 'failure' | 'locked' | 'captcha', memberId?: number) =>
      repository.recordLoginAttempt({
        merchantCode,
        account,
        ip,
        method: method === 'sms' ? 'sms' : 'password',
        outcome,
        memberId: memberId ?? null,
        createdAt: new Date(at),
      });

    // Delays and captcha come before any password hashing, from the attempts alone: an unknown
    // account is held back and asks for a captcha exactly like a real one. The delays count this
    // client address's failures on the account, so a stranger cannot hold the owner back elsewhere.
    const fromClient = await repository.failuresSinceLastSuccess(
      merchantCode,
      account,
      new Date(at - FAILURE_MEMORY_MS),
      ip,
    );
    const waitUntil = (fromClient.last?.getTime() ?? 0) + loginDelayMs(fromClient.count, delays);
    if (at < waitUntil) {
      await record('locked');
      const retryAfterSeconds = Math.max(1, Math.ceil((waitUntil - at) / 1000));
      throw fail(ErrorCode.ACCOUNT_LOCKED, { retryAfterSeconds, captcha: true });
    }
    const since = new Date(at - lockoutMs);
    const failures = await repository.failuresSinceLastSuccess(merchantCode, account, since);
    // The captcha guards the account that failed, from any IP, and an IP only once it has failed
    // on many accounts (decision 0006).
    if (
      failures.count > 0 ||
      (await repository.failedAccountsOfIpSince(ip, since)) >= lockout.captchaIpAccounts
    ) {
      try {
        await requireCaptcha(merchantCode, body.captchaId, body.captcha);
      } catch (error) {
        await record('captcha');
        throw error;
      }
    }

    let member: MemberRow | null;
    let verified: boolean;
    if (method === 'sms') {
      const mobile = {
        mobileNum: body.mobileNum as string,
        countryDialingCode: body.countryDialingCode as string,
      };
      member = await repository.findMemberByMobile(merchantCode, normalizeMobile(mobile));
      // Checked for an unknown number too: the answer and the guess count do not tell them apart.
      verified = await sms.verify(merchantCode, mobile, 'login', body.verificationCode as string, {
        consume: true,
      });
    } else {
      member = await repository.findMemberByUsername(merchantCode, body.username as string);
      verified = await passwordHasher.verify(member?.passwordHash ?? null, body.password as string);
    }
    if (!member || !verified || member.status !== 'active') {
      await record('failure', member?.id);
      throw fail(ErrorCode.LOGIN_FAILED, { captcha: true });
    }
    await record('success', member.id);
    await repository.updateMember(member.id, { lastLoginAt: new Date(at) });
    return sessions.create(member, merchant, method === 'sms' ? 'sms' : 'password', ip);
  };

  const register = async (
    merchant: ResolvedMerchant,
    sent: RegisterBody,
    variant: 'username' | 'mobile',
    ip: string,
  ): Promise<SessionValue> => {
    const { merchantCode, whitelabel, register: settings } = merchant.config;
    if (variant === 'username' ? !whitelabel.USERNAMEREG3 : !whitelabel.MOBILENUMREG3) {
      throw fail(ErrorCode.FEATURE_DISABLED);
    }
    if (!(await humanCheck.consumeTicket(merchantCode, sent.ticket)))
      throw fail(ErrorCode.HUMAN_CHECK_FAILED);
    if (settings.captcha.enabled) await requireCaptcha(merchantCode, sent.captchaId, sent.captcha);

    const needsPassword = variant === 'username' || whitelabel.MOBILENUMPASSREG3;
    const needsSmsCode = variant === 'mobile' && whitelabel.REGMOBVERF3;
    const form = formFieldSettings(settings.fields, variant, needsPassword, needsSmsCode);
    const body = withoutFieldsOffTheForm(sent, form);
    const shown = REGISTER_FIELDS.filter(
      (field) =>
        field !== 'verificationCode' && !(variant === 'mobile' && field === 'username' && !body.username),
    );
    const fields: Partial<Record<RegisterField | 'countryDialingCode', string>> = registerFieldErrors(
      form,
      body,
      shown,
    );
    // The fields the form needs are required through `form`; these two are not among the shown fields.
    const requireField = (field: 'countryDialingCode' | 'verificationCode') => {
      if (!body[field]?.trim()) fields[field] ??= REQUIRED_FIELD_MESSAGE;
    };
    if (body.password && body.confirmPassword !== undefined && body.password !== body.confirmPassword) {
      fields.confirmPassword = REGISTER_FIELD_MESSAGES.confirmPassword;
    }
    let mobile: MobileNumber | null = null;
    if (variant === 'mobile' || body.mobileNum) {
      if (!body.mobileNum?.trim()) fields.mobileNum ??= REQUIRED_FIELD_MESSAGE;
      requireField('countryDialingCode');
      if (body.mobileNum && body.countryDialingCode) {
        mobile = normalizeMobile({ mobileNum: body.mobileNum, countryDialingCode: body.countryDialingCode });
        if (!isValidMobile(mobile)) fields.mobileNum ??= REGISTER_FIELD_MESSAGES.mobileNum;
      }
    }
    if (needsSmsCode) requireField('verificationCode');
    if (Object.keys(fields).length > 0) throw invalid(fields);
    // Whatever the merchant's pattern let through, a password that is stored meets the floor.
    if (body.password) requirePasswordPolicy(body.password, 'password');

    let referrer: MemberRow | null = null;
    if (body.affiliateCode?.trim()) {
      referrer = await repository.findAgentByAffiliateCode(merchantCode, body.affiliateCode.trim());
      if (!referrer) {
        throw fail(ErrorCode.INVALID_INVITATION_CODE, {
          fields: { affiliateCode: ACCOUNT_MESSAGES.INVALID_INVITATION_CODE },
        });
      }
    }
    const username = body.username?.trim() || (await freeUsername(merchantCode));
    const email = body.email?.trim() || null;
    if (await repository.findMemberByUsername(merchantCode, username)) {
      throw fail(ErrorCode.USERNAME_TAKEN, { fields: { username: ACCOUNT_MESSAGES.USERNAME_TAKEN } });
    }
    if (mobile && (await repository.findMemberByMobile(merchantCode, mobile))) {
      throw fail(ErrorCode.MOBILE_TAKEN, { fields: { mobileNum: ACCOUNT_MESSAGES.MOBILE_TAKEN } });
    }
    if (email && (await repository.findMemberByEmail(merchantCode, email))) {
      throw fail(ErrorCode.EMAIL_TAKEN, { fields: { email: ACCOUNT_MESSAGES.EMAIL_TAKEN } });
    }
    if (needsSmsCode && mobile) {
      const right = await sms.verify(merchantCode, mobile, 'register', body.verificationCode as string, {
        consume: true,
      });
      if (!right) {
        throw fail(ErrorCode.VERIFICATION_CODE_ERROR, {
          fields: { verificationCode: ACCOUNT_MESSAGES.VERIFICATION_CODE_ERROR },
        });
      }
    }

    const profile = Object.fromEntries(
      [...PROFILE_FIELDS, 'registerUrl', 'registerMethod', 'domain']
        .map((field) => [field, body[field as keyof RegisterBody]?.toString().trim()])
        .filter(([, value]) => value),
    );
    let member: MemberRow;
    try {
      member = await repository.insertMember({
        merchantCode,
        username,
        countryDialingCode: mobile?.countryDialingCode ?? null,
        mobileNum: mobile?.mobileNum ?? null,
        email,
        passwordHash: body.password ? await passwordHasher.hash(body.password) : null,
        type: 0,
        nickname: body.nickname?.trim() ?? '',
        referrerId: referrer?.id ?? null,
        recommenderId: body.recommenderId?.trim() || null,
        profile,
        passwordChangedAt: new Date(now()),
        createdAt: new Date(now()),
      });
    } catch (error) {
      // Two registrations racing for one name: the unique index decides.
      const index = uniqueViolationOf(error);
      if (index === 'members_username_uq')
        throw fail(ErrorCode.USERNAME_TAKEN, { fields: { username: ACCOUNT_MESSAGES.USERNAME_TAKEN } });
      if (index === 'members_mobile_uq')
        throw fail(ErrorCode.MOBILE_TAKEN, { fields: { mobileNum: ACCOUNT_MESSAGES.MOBILE_TAKEN } });
      if (index === 'members_email_uq')
        throw fail(ErrorCode.EMAIL_TAKEN, { fields: { email: ACCOUNT_MESSAGES.EMAIL_TAKEN } });
      throw error;
    }
    if (body.paymentPassword) await setPaymentPassword(member.id, body.paymentPassword);
    return sessions.create(member, merchant, 'register', ip);
  };

  const requireMember = async (memberId: number): Promise<MemberRow> => {
    const member = await repository.findMemberById(memberId);
    if (!member) throw new ApiError(ErrorCode.UNAUTHORIZED, 'You are not logged in, please login first');
    return member;
  };

  const checkNewPassword = (
    merchant: ResolvedMerchant,
    body: { newPassword: string; confirmNewPassword: string },
  ) => {
    if (body.newPassword !== body.confirmNewPassword) {
      throw fail(ErrorCode.PASSWORD_CONFIRM_MISMATCH, {
        fields: { confirmNewPassword: ACCOUNT_MESSAGES.PASSWORD_CONFIRM_MISMATCH },
      });
    }
    requirePasswordPolicy(body.newPassword, 'newPassword');
    const ruleError = passwordRuleError(merchant, body.newPassword);
    if (ruleError) throw invalid({ newPassword: ruleError });
  };

  /**
   * The member an external identity (social sign-in) signs in as: the one linked to it before, if
   * it still exists; else the one with the provider's verified e-mail; else a new real member
   * (type 0) with a free `s` + 9 digits username, no password, and the e-mail if no one has it.
   */
  const memberForExternalIdentity = async (
    merchantCode: string,
    identity: { linkedMemberId: number | null; verifiedEmail: string | null; nickname: string },
  ): Promise<MemberRow> => {
    const { linkedMemberId, verifiedEmail, nickname } = identity;
    if (linkedMemberId !== null) {
      const member = await repository.findMemberById(linkedMemberId);
      if (member) return member;
    }
    const member = verifiedEmail ? await repository.findMemberByEmail(merchantCode, verifiedEmail) : null;
    if (member) return member;
    let username: string;
    do username = `s${String(randomInt(1e9)).padStart(9, '0')}`;
    while (await repository.findMemberByUsername(merchantCode, username));
    const emailFree = verifiedEmail && !(await repository.findMemberByEmail(merchantCode, verifiedEmail));
    return repository.insertMember({
      merchantCode,
      username,
      email: emailFree ? verifiedEmail : null,
      nickname,
      type: 0,
      passwordHash: null,
      createdAt: new Date(now()),
      passwordChangedAt: new Date(now()),
    });
  };

  /**
   * A session for a member who proved who they are elsewhere (social sign-in): the successful
   * attempt is recorded like a login's. Null when the member is gone or not active.
   */
  const externalSignIn = async (
    merchant: ResolvedMerchant,
    memberId: number,
    method: 'oauth',
    ip: string,
  ): Promise<SessionValue | null> => {
    const member = await repository.findMemberById(memberId);
    if (member?.status !== 'active') return null;
    await repository.recordLoginAttempt({
      merchantCode: member.merchantCode,
      account: member.username.toLowerCase(),
      ip,
      method,
      outcome: 'success',
      memberId: member.id,
      createdAt: new Date(now()),
    });
    return sessions.create(member, merchant, method, ip);
  };

  return {
    login,
    register,
    memberForExternalIdentity,
    externalSignIn,

    async trial(merchant: ResolvedMerchant, ip: string): Promise<TrialValue> {
      const { trialMerchantCode } = accountSettingsOf(merchant.config);
      const member = await repository.insertMember({
        merchantCode: trialMerchantCode,
        username: `guest${String(randomInt(1e9)).padStart(9, '0')}`,
        type: TRIAL_MEMBER_TYPE,
        passwordHash: null,
        createdAt: new Date(now()),
        passwordChangedAt: new Date(now()),
      });
      const session = await sessions.create(member, merchant, 'trial', ip);
      return {
        token: session.token,
        userName: session.userName,
        customerType: member.type,
        merchantCode: trialMerchantCode,
      };
    },

    logout: (session: SessionInfo) => sessions.revoke(session.tokenHash),

    registerSettings(merchant: ResolvedMerchant): RegisterSettingsValue {
      const { register, whitelabel } = merchant.config;
      return {
        register,
        whitelabel: {
          USERNAMEREG3: whitelabel.USERNAMEREG3,
          MOBILENUMREG3: whitelabel.MOBILENUMREG3,
          REGMOBVERF3: whitelabel.REGMOBVERF3,
          MOBILENUMPASSREG3: whitelabel.MOBILENUMPASSREG3,
          FACEBOOKLOGIN3: whitelabel.FACEBOOKLOGIN3,
          GOOGLELOGIN3: whitelabel.GOOGLELOGIN3,
          MOBILEVERCODELOGIN3: whitelabel.MOBILEVERCODELOGIN3,
        },
        sms: { expiredMinutes: accountSettingsOf(merchant.config).sms.expiredMinutes },
      };
    },

    async usernameAvailable(merchant: ResolvedMerchant, username: string): Promise<boolean> {
      return !(await repository.findMemberByUsername(merchant.config.merchantCode, username.trim()));
    },

    async emailAvailable(merchant: ResolvedMerchant, email: string): Promise<boolean> {
      return !(await repository.findMemberByEmail(merchant.config.merchantCode, email.trim()));
    },

    async affiliate(merchant: ResolvedMerchant, code: string): Promise<{ code: string }> {
      const agent = await repository.findAgentByAffiliateCode(merchant.config.merchantCode, code.trim());
      if (!agent?.affiliateCode) throw fail(ErrorCode.INVALID_INVITATION_CODE);
      return { code: agent.affiliateCode };
    },

    async changePassword(
      merchant: ResolvedMerchant,
      session: SessionInfo,
      body: PasswordChangeBody,
    ): Promise<void> {
      checkNewPassword(merchant, body);
      const member = await requireMember(session.memberId);
      if (body.oldPassword) {
        if (!(await passwordHasher.verify(member.passwordHash, body.oldPassword))) {
          throw fail(ErrorCode.OLD_PASSWORD_WRONG, {
            fields: { oldPassword: ACCOUNT_MESSAGES.OLD_PASSWORD_WRONG },
          });
        }
        if (body.oldPassword === body.newPassword) {
          throw fail(ErrorCode.PASSWORD_SAME_AS_OLD, {
            fields: { newPassword: ACCOUNT_MESSAGES.PASSWORD_SAME_AS_OLD },
          });
        }
      } else {
        const mustChange = sessions.mustChangePassword(member, merchant);
        const fresh = now() - session.createdAt.getTime() < SKIP_OLD_PASSWORD_WINDOW_MS;
        if (!(session.maySkipOldPassword && mustChange && fresh)) {
          throw fail(ErrorCode.OLD_PASSWORD_WRONG, { fields: { oldPassword: REQUIRED_FIELD_MESSAGE } });
        }
        if (await passwordHasher.verify(member.passwordHash, body.newPassword)) {
          throw fail(ErrorCode.PASSWORD_SAME_AS_OLD, {
            fields: { newPassword: ACCOUNT_MESSAGES.PASSWORD_SAME_AS_OLD },
          });
        }
      }
      await repository.updateMember(member.id, {
        passwordHash: await passwordHasher.hash(body.newPassword),
        passwordChangedAt: new Date(now()),
        firstTimeLogin: false,
      });
      await repository.updateSession(session.tokenHash, { maySkipOldPassword: false });
      await repository.revokeMemberSessions(member.id, new Date(now()), session.tokenHash);
    },

    async passwordByPhone(merchant: ResolvedMerchant, body: PasswordByPhoneBody): Promise<void> {
      checkNewPassword(merchant, body);
      const { merchantCode } = merchant.config;
      const right = await sms.verify(merchantCode, body, 'forget', body.verificationCode, { consume: true });
      if (!right) {
        throw fail(ErrorCode.VERIFICATION_CODE_ERROR, {
          fields: { verificationCode: ACCOUNT_MESSAGES.VERIFICATION_CODE_ERROR },
        });
      }
      const member = await repository.findMemberByMobile(merchantCode, normalizeMobile(body));
      if (member?.status !== 'active') throw fail(ErrorCode.LOGIN_FAILED);
      await repository.updateMember(member.id, {
        passwordHash: await passwordHasher.hash(body.newPassword),
        passwordChangedAt: new Date(now()),
        firstTimeLogin: false,
      });
      await repository.revokeMemberSessions(member.id, new Date(now()));
    },

    ...memberDirectory(repository),

    async memberInfo(session: SessionInfo): Promise<MemberInfoValue> {
      const member = await requireMember(session.memberId);
      return {
        id: member.id,
        account: member.username,
        nickname: member.nickname,
        type: member.type,
        clubLabel: { labelName: member.vipLabel || '-' },
      };
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
