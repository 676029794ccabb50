/**
 * Registration (spec §2 Registration screen, §5 Registration; DESIGN §8): the settings the form is
 * built from, the checks it makes before registering (username, e-mail, invitation code), and
 * registering by username or by mobile number.
 */
import {
  ACCOUNT_MESSAGES,
  ageConfirmationMessage,
  birthdayProblem,
  birthdayToday,
  ErrorCode,
  REGISTER_FIELD_MESSAGES,
  REGISTER_FIELDS,
  REQUIRED_FIELD_MESSAGE,
  type RegisterBody,
  type RegisterField,
  type RegisterSettingsValue,
  registerFieldErrors,
  type SessionValue,
  type SiteConfig,
  underAgeMessage,
} from '@app/contract';
import { uniqueViolationOf } from '../../db/unique-violation';
import { passwordHasher } from '../../lib/password-hasher';
import { accountSettingsOf } from '../../lib/site-config';
import type { SignInClient } from '../../lib/user-agent';
import type { ResolvedMerchant } from '../../plugins/merchant';
import type { ShellRegisterForm } from '../../plugins/register-shell';
import type { Captchas, HumanCheck } from '../security/service';
import { isValidMobile, type MobileNumber, normalizeMobile, type SmsService } from '../sms/service';
import { requirePasswordPolicy } from './password-policy';
import type { AccountRepository, MemberRow } from './repository';
import type { Sessions } from './sessions';
import { fail, freeUsername, invalid, requireCaptcha } from './shared';

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
  'birthday',
] as const;

/** getSetRegister's answer: the merchant's fields and the switches the register screen follows. */
const registerSettingsOf = (merchant: ResolvedMerchant): RegisterSettingsValue => {
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
};

export const createRegistration = ({
  repository,
  sessions,
  captchas,
  humanCheck,
  sms,
  setPaymentPassword,
  now,
}: {
  repository: AccountRepository;
  sessions: Sessions;
  captchas: Captchas;
  humanCheck: HumanCheck;
  sms: SmsService;
  setPaymentPassword: (memberId: number, paymentPassword: string) => Promise<void>;
  now: () => number;
}) => ({
  async register(
    merchant: ResolvedMerchant,
    sent: RegisterBody,
    variant: 'username' | 'mobile',
    client: SignInClient,
  ): Promise<SessionValue> {
    const { merchantCode, whitelabel, register: settings } = merchant.config;
    if (variant === 'username' ? !whitelabel.USERNAMEREG3 : !whitelabel.MOBILENUMREG3) {
      throw fail(ErrorCode.FEATURE_DISABLED);
    }
    if (!(await humanCheck.consumeTicket(merchantCode, sent.ticket)))
      throw fail(ErrorCode.HUMAN_CHECK_FAILED);
    if (settings.captcha.enabled) await requireCaptcha(captchas, merchantCode, sent.captchaId, sent.captcha);

    const needsPassword = variant === 'username' || whitelabel.MOBILENUMPASSREG3;
    const needsSmsCode = variant === 'mobile' && whitelabel.REGMOBVERF3;
    const form = formFieldSettings(settings.fields, variant, needsPassword, needsSmsCode);
    const body = withoutFieldsOffTheForm(sent, form);
    const shown = REGISTER_FIELDS.filter(
      (field) =>
        field !== 'verificationCode' && !(variant === 'mobile' && field === 'username' && !body.username),
    );
    const fields: Partial<Record<RegisterField | 'countryDialingCode' | 'ageConfirmed', string>> =
      registerFieldErrors(form, body, shown);
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
    const minimumAge = settings.minimumAge ?? undefined;
    if (body.birthday && !fields.birthday) {
      const problem = birthdayProblem(body.birthday.trim(), birthdayToday(new Date(now())), minimumAge);
      if (problem === 'invalid') fields.birthday = REGISTER_FIELD_MESSAGES.birthday;
      if (problem === 'underAge' && minimumAge !== undefined) fields.birthday = underAgeMessage(minimumAge);
    }
    if (minimumAge !== undefined && sent.ageConfirmed !== true) {
      fields.ageConfirmed = ageConfirmationMessage(minimumAge);
    }
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
    // A member's invite link (decision 0046): the code travels in the link, so it counts whether or
    // not the merchant shows the recommenderId field (which only decides if a player may type one).
    const recommenderCode = sent.recommenderId?.trim() || null;
    let recommender: MemberRow | null = null;
    if (recommenderCode) {
      recommender = await repository.findMemberByInviteCode(merchantCode, recommenderCode);
      if (!recommender) {
        throw fail(ErrorCode.REFERRER_LINK_ERROR, {
          fields: { recommenderId: REGISTER_FIELD_MESSAGES.recommenderId },
        });
      }
    }
    const username = body.username?.trim() || (await freeUsername(repository, merchantCode, 'm'));
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
        recommenderId: recommender ? recommenderCode : null,
        recommendedBy: recommender?.id ?? null,
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
    // The payment password is the withdrawals feature's data (decision 0029), kept once the member exists.
    if (body.paymentPassword) await setPaymentPassword(member.id, body.paymentPassword);
    return sessions.create(member, merchant, 'register', client);
  },

  registerSettings: registerSettingsOf,

  /** What the register page's shell draws its form from (decision 0072). */
  registerShellForm(merchant: ResolvedMerchant): ShellRegisterForm {
    return {
      settings: registerSettingsOf(merchant),
      dialingCode: merchant.config.account?.countryDialingCode ?? null,
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
});
