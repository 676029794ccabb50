/**
 * Signing in and out (spec §4 Login, Trial play, Logout; DESIGN §8): login by password or SMS code,
 * held back by growing delays and put behind a captcha after failures; trial play; logout.
 */
import {
  ErrorCode,
  type LoginBody,
  REQUIRED_FIELD_MESSAGE,
  type SessionValue,
  TRIAL_MEMBER_TYPE,
  type TrialValue,
} from '@app/contract';
import { passwordHasher } from '../../lib/password-hasher';
import { accountSettingsOf } from '../../lib/site-config';
import type { SignInClient } from '../../lib/user-agent';
import type { ResolvedMerchant } from '../../plugins/merchant';
import type { SessionInfo } from '../../plugins/session';
import type { Captchas } from '../security/service';
import { normalizeMobile, type SmsService } from '../sms/service';
import type { WalletService } from '../wallet/service';
import { loginDelayMs } from './login-delay';
import type { AccountRepository, MemberRow } from './repository';
import type { Sessions } from './sessions';
import { fail, invalid, randomUsername, requireCaptcha } from './shared';

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
 * How long a client's failures on an account are remembered for its delays: long enough that the
 * capped delay, not a forgotten count, paces a patient guesser (decision 0022).
 */
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

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

/**
 * What a sign-in asks of player protection before the member's session starts (decision 0059):
 * it throws PLAYER_BLOCKED during a time-out or self-exclusion, else answers the session-time limit
 * in force (minutes, or null) that ends the session.
 */
export type SignInAdmission = (memberId: number) => Promise<{ sessionMinutes: number | null }>;

export const createSignIn = ({
  repository,
  sessions,
  captchas,
  sms,
  wallet,
  admission,
  lockout,
  now,
}: {
  repository: AccountRepository;
  sessions: Sessions;
  captchas: Captchas;
  sms: SmsService;
  wallet: Pick<WalletService, 'fundTrial'>;
  admission: SignInAdmission;
  lockout: LockoutOptions;
  now: () => number;
}) => {
  const lockoutMs = lockout.minutes * 60_000;
  const delays = {
    failures: lockout.failures,
    firstDelayMs: lockout.firstDelaySeconds * 1000,
    maxDelayMs: lockoutMs,
  };

  const login = async (
    merchant: ResolvedMerchant,
    body: LoginBody,
    client: SignInClient,
  ): Promise<SessionValue> => {
    const { ip } = client;
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
    const record = (outcome: 'success' | 'failure' | 'locked' | 'captcha' | 'blocked', memberId?: number) =>
      repository.recordLoginAttempt({
        merchantCode,
        account,
        ip,
        userAgent: client.userAgent,
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
        await requireCaptcha(captchas, merchantCode, body.captchaId, body.captcha);
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
    // Only the right credentials learn of a block: anyone else gets LOGIN_FAILED above.
    let admitted: Awaited<ReturnType<SignInAdmission>>;
    try {
      admitted = await admission(member.id);
    } catch (error) {
      await record('blocked', member.id);
      throw error;
    }
    await record('success', member.id);
    await repository.updateMember(member.id, { lastLoginAt: new Date(at) });
    return sessions.create(
      member,
      merchant,
      method === 'sms' ? 'sms' : 'password',
      client,
      admitted.sessionMinutes,
    );
  };

  return {
    login,

    async trial(merchant: ResolvedMerchant, client: SignInClient): Promise<TrialValue> {
      const { trialMerchantCode, trialCredit = 0 } = accountSettingsOf(merchant.config);
      const member = await repository.insertMember({
        merchantCode: trialMerchantCode,
        username: randomUsername('guest'),
        type: TRIAL_MEMBER_TYPE,
        passwordHash: null,
        createdAt: new Date(now()),
        passwordChangedAt: new Date(now()),
      });
      if (trialCredit > 0) {
        await wallet.fundTrial(trialMerchantCode, merchant.config.currency, member.id, trialCredit);
      }
      const session = await sessions.create(member, merchant, 'trial', client);
      return {
        token: session.token,
        userName: session.userName,
        customerType: member.type,
        merchantCode: trialMerchantCode,
      };
    },

    logout: (session: SessionInfo) => sessions.revoke(session.tokenHash),
  };
};
