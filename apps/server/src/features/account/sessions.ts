/**
 * Sessions (docs/decisions/0007): 256-bit random tokens handed to the client once and stored as
 * their SHA-256; an idle timeout and an absolute lifetime; last use touched at most once a minute.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, PLAYER_PROTECTION_MESSAGES, type SessionValue } from '@app/contract';
import { accountSettingsOf } from '../../lib/site-config';
import type { SignInClient } from '../../lib/user-agent';
import { ApiError } from '../../plugins/errors';
import type { ResolvedMerchant } from '../../plugins/merchant';
import type { SessionAlong, SessionInfo, SessionResolver } from '../../plugins/session';
import type { AccountRepository, MemberRow } from './repository';

/** What the session lookup reads of the session and its member. */
type LiveSession = Pick<
  NonNullable<Awaited<ReturnType<AccountRepository['findLiveSession']>>>,
  'session' | 'member'
>;
/** What of a member decides whether the password must change first. */
type PasswordState = Pick<MemberRow, 'passwordHash' | 'firstTimeLogin' | 'passwordChangedAt'>;

const TOUCH_INTERVAL_MS = 60_000;
const DAY_MS = 86_400_000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export interface SessionOptions {
  idleMs: number;
  maxAgeMs: number;
}

export type SessionMethod = 'password' | 'sms' | 'register' | 'trial' | 'oauth';

export const createSessions = ({
  repository,
  options,
  now,
}: {
  repository: AccountRepository;
  options: SessionOptions;
  now: () => number;
}) => {
  const passwordExpired = (member: PasswordState, merchant: ResolvedMerchant): boolean => {
    const expiryDays = accountSettingsOf(merchant.config).passwordExpiryDays;
    return expiryDays > 0 && now() - member.passwordChangedAt.getTime() > expiryDays * DAY_MS;
  };

  /**
   * A member with a password that is new from the operator (first login) or too old may do nothing
   * but change it (or log out) until it is changed; one without a password (trial, SMS-only
   * registration, social sign-in) has nothing to change.
   */
  const mustChangePassword = (member: PasswordState, merchant: ResolvedMerchant): boolean =>
    member.passwordHash !== null && (member.firstTimeLogin || passwordExpired(member, merchant));

  /**
   * The session a lookup found, if it may be used for this merchant now: a session past its
   * lifetime or idle too long is revoked; one not used for a minute is touched. One the member's
   * session-time limit ended is revoked and answered SESSION_TIME_LIMIT, so the site can say why.
   */
  const admitted = async (
    tokenHash: string,
    found: LiveSession | null,
    merchant: ResolvedMerchant,
  ): Promise<SessionInfo | null> => {
    if (!found) return null;
    const { session, member } = found;
    // A trial session belongs to the brand's trial merchant code but is used on the brand's site.
    const brand = merchant.config.merchantCode;
    if (
      session.merchantCode !== brand &&
      session.merchantCode !== accountSettingsOf(merchant.config).trialMerchantCode
    ) {
      return null;
    }
    const at = now();
    if (at >= session.expiresAt.getTime() || at - session.lastSeenAt.getTime() >= options.idleMs) {
      await repository.revokeSession(tokenHash, new Date(at));
      return null;
    }
    if (session.timeLimitEndsAt && at >= session.timeLimitEndsAt.getTime()) {
      await repository.revokeSession(tokenHash, new Date(at));
      throw new ApiError(
        ErrorCode.SESSION_TIME_LIMIT,
        PLAYER_PROTECTION_MESSAGES[ErrorCode.SESSION_TIME_LIMIT],
        {
          reason: 'sessionMinutes',
        },
      );
    }
    if (at - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await repository.touchSession(tokenHash, new Date(at));
    }
    return {
      tokenHash,
      memberId: member.id,
      merchantCode: session.merchantCode,
      username: member.username,
      type: member.type,
      method: session.method,
      maySkipOldPassword: session.maySkipOldPassword,
      mustChangePassword: mustChangePassword(member, merchant),
      createdAt: session.createdAt,
    };
  };

  return {
    mustChangePassword,

    /**
     * Starts a session for the member and answers spec §3's session info, kept with the client's
     * address and User-Agent; `sessionMinutes`, the member's session-time limit, ends it that long
     * after now.
     */
    async create(
      member: MemberRow,
      merchant: ResolvedMerchant,
      method: SessionMethod,
      client: SignInClient,
      sessionMinutes: number | null = null,
    ): Promise<SessionValue> {
      const token = randomBytes(32).toString('base64url');
      const at = new Date(now());
      const expired = passwordExpired(member, merchant);
      await repository.insertSession({
        tokenHash: hashToken(token),
        memberId: member.id,
        merchantCode: member.merchantCode,
        method,
        // See SKIP_OLD_PASSWORD_WINDOW_MS in passwords.ts: a member made to change the password right
        // after a password login need not type the one just typed again.
        maySkipOldPassword: method === 'password' && mustChangePassword(member, merchant),
        ip: client.ip,
        userAgent: client.userAgent,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + options.maxAgeMs),
        timeLimitEndsAt: sessionMinutes === null ? null : new Date(at.getTime() + sessionMinutes * 60_000),
      });
      return {
        token,
        userName: member.username,
        type: member.type,
        merchantCode: member.merchantCode,
        firstTimeLogin: member.firstTimeLogin,
        passwordExpired: expired,
      };
    },

    resolver: {
      async resolve(token: string, merchant: ResolvedMerchant): Promise<SessionInfo | null> {
        const tokenHash = hashToken(token);
        return admitted(tokenHash, await repository.findLiveSession(tokenHash), merchant);
      },

      async resolveAlong<T>(
        token: string,
        merchant: ResolvedMerchant,
        along: SessionAlong<T>,
        params: Record<string, unknown>,
      ) {
        const tokenHash = hashToken(token);
        const found = await repository.findLiveSessionAlong(tokenHash, along, params);
        const session = await admitted(tokenHash, found, merchant);
        return session && found ? { session, along: found.along } : null;
      },
    } satisfies SessionResolver,

    revoke: (tokenHash: string) => repository.revokeSession(tokenHash, new Date(now())),

    /** What player protection does to a member's sessions (its MemberSessions, through app.ts). */
    ofMember: {
      endAll: (memberId: number) => repository.revokeMemberSessions(memberId, new Date(now())),
      limitLive: (memberId: number, minutes: number) => repository.limitMemberSessions(memberId, minutes),
      hasLiveSession: (memberId: number) => repository.hasLiveSession(memberId, new Date(now())),
    },
  };
};

export type Sessions = ReturnType<typeof createSessions>;
