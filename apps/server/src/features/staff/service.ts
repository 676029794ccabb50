/**
 * The back office's staff (issue 21, decision 0064): sign-in with a password and a TOTP code
 * (enrolled at the first sign-in), lockout after STAFF_LOCKOUT_FAILURES failures in a row, sessions
 * with an idle timeout, and the admins' management of the accounts (audited under the merchant
 * code AUDIT_PLATFORM_MERCHANT). Unknown usernames, wrong passwords and disabled accounts answer
 * alike, after the same password hashing, and are locked out alike.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type AuditPage,
  type AuditQuery,
  ErrorCode,
  STAFF_IDLE_TIMEOUT_MINUTES,
  STAFF_LOCKOUT_FAILURES,
  STAFF_LOCKOUT_MINUTES,
  STAFF_SESSION_MAX_HOURS,
  type StaffAccount,
  type StaffAccountCreate,
  type StaffAccountPatch,
  type StaffLoginBody,
  type StaffLoginValue,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import { passwordHasher } from '../../lib/password-hasher';
import type { SignInClient } from '../../lib/user-agent';
import { ApiError } from '../../plugins/errors';
import type { SharedCache } from '../../plugins/shared-state';
import type { StaffIdentity, StaffSessionResolver } from '../../plugins/staff-session';
import type { StaffAccountChange, StaffAccountRow, StaffRepository } from './repository';
import { enrolmentOf, newTotpSecret, totpStepOf } from './totp';

const TOUCH_INTERVAL_MS = 60_000;
const IDLE_MS = STAFF_IDLE_TIMEOUT_MINUTES * 60_000;
const LIFETIME_MS = STAFF_SESSION_MAX_HOURS * 3_600_000;
const LOCKOUT_MS = STAFF_LOCKOUT_MINUTES * 60_000;

export const hashStaffToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** A sign-in's answer, and the new session's token for the cookie once signed in. */
export interface StaffLoginResult {
  value: StaffLoginValue;
  token: string | null;
}

const loginFailed = () => new ApiError(ErrorCode.LOGIN_FAILED, 'Wrong username or password');
const codeWrong = () =>
  new ApiError(ErrorCode.VERIFICATION_CODE_ERROR, 'Wrong or already used authenticator code');
const locked = (until: number, at: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil((until - at) / 1000));
  return new ApiError(
    ErrorCode.ACCOUNT_LOCKED,
    `Too many failed sign-ins: try again in ${Math.ceil(retryAfterSeconds / 60)} min`,
    { retryAfterSeconds },
  );
};
const conflict = (message: string) => new ApiError(ErrorCode.CONFLICT, message);

export const accountViewOf = (row: StaffAccountRow): StaffAccount => ({
  username: row.username,
  role: row.role,
  disabled: row.disabled,
  totpEnrolled: row.totpSecret !== null,
  lockedUntil: row.lockedUntil?.toISOString() ?? null,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export type StaffService = ReturnType<typeof createStaffService>;

export const createStaffService = ({
  repository,
  cache,
  now,
}: {
  repository: StaffRepository;
  /** Counts the failures of unknown usernames, so that they lock out like real accounts. */
  cache: SharedCache;
  now: () => number;
}) => {
  /** An unknown username's failures and lock, in the shared cache for as long as a lock lasts. */
  const unknownKeyOf = (username: string) => `staff-login:unknown:${username}`;
  const unknownStateOf = (username: string) =>
    cache.getOrLoad(unknownKeyOf(username), LOCKOUT_MS, async () => ({ failures: 0, lockedUntil: 0 }));

  /** Records a failed sign-in: ACCOUNT_LOCKED when it is the one that locks, else `refusal`. */
  const failure = async (
    username: string,
    account: StaffAccountRow | null,
    refusal: ApiError,
    client: SignInClient,
  ) => {
    const at = now();
    if (account) {
      const lockedUntil = await repository.recordFailure(
        username,
        STAFF_LOCKOUT_FAILURES,
        new Date(at + LOCKOUT_MS),
        client.ip,
      );
      return lockedUntil ? locked(lockedUntil.getTime(), at) : refusal;
    }
    const state = await unknownStateOf(username);
    const failures = state.failures + 1;
    const locks = failures >= STAFF_LOCKOUT_FAILURES;
    await cache.put(
      unknownKeyOf(username),
      { failures: locks ? 0 : failures, lockedUntil: locks ? at + LOCKOUT_MS : state.lockedUntil },
      LOCKOUT_MS,
    );
    return locks ? locked(at + LOCKOUT_MS, at) : refusal;
  };

  const startSession = async (account: StaffAccountRow, client: SignInClient): Promise<StaffLoginResult> => {
    const at = new Date(now());
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    await repository.openSession(
      {
        tokenHash: hashStaffToken(token),
        username: account.username,
        csrfToken,
        createdAt: at,
        lastSeenAt: at,
        clientIp: client.ip,
        userAgent: client.userAgent,
      },
      account.lastLoginAt,
    );
    // The member's sessions left idle or past their lifetime are gone for good: they need not wait
    // to be used to go.
    await repository.deleteEndedSessions(account.username, {
      idleSince: new Date(at.getTime() - IDLE_MS),
      startedBefore: new Date(at.getTime() - LIFETIME_MS),
    });
    return {
      value: { step: 'signedIn', staff: { username: account.username, role: account.role }, csrfToken },
      token,
    };
  };

  /** The second step: the code of the enrolled secret, or of the pending one, which it confirms. */
  const checkCode = async (account: StaffAccountRow, code: string, client: SignInClient): Promise<void> => {
    const enrolling = account.totpSecret === null ? account.totpPendingSecret : null;
    const secret = account.totpSecret ?? enrolling;
    const step = secret === null ? null : totpStepOf(account.username, secret, code, now());
    if (step === null || !(await repository.useStep(account.username, step, enrolling))) {
      throw await failure(account.username, account, codeWrong(), client);
    }
  };

  const resolver: StaffSessionResolver = {
    async resolve(token: string): Promise<StaffIdentity | null> {
      const tokenHash = hashStaffToken(token);
      const found = await repository.findSession(tokenHash);
      if (!found) return null;
      const at = now();
      const idle = at - found.session.lastSeenAt.getTime();
      const age = at - found.session.createdAt.getTime();
      if (found.disabled || idle >= IDLE_MS || age >= LIFETIME_MS) {
        await repository.deleteSession(tokenHash);
        return null;
      }
      if (idle >= TOUCH_INTERVAL_MS) await repository.touchSession(tokenHash, new Date(at));
      return {
        username: found.session.username,
        role: found.role,
        tokenHash,
        csrfToken: found.session.csrfToken,
      };
    },
  };

  return {
    /** What the staff-session plugin resolves a session cookie with. */
    resolver,

    /**
     * A sign-in step (STAFF_PATHS.login): the password, then the code; or the enrolment of a TOTP
     * secret when the account has none. Locked accounts are refused before any hashing.
     */
    async login(body: StaffLoginBody, client: SignInClient): Promise<StaffLoginResult> {
      const username = body.username.trim().toLowerCase();
      const at = now();
      const account = await repository.find(username);
      const lockedUntil = account
        ? (account.lockedUntil?.getTime() ?? 0)
        : (await unknownStateOf(username)).lockedUntil;
      if (lockedUntil > at) throw locked(lockedUntil, at);

      // Hashed for an unknown username too: the time does not tell them apart.
      const verified = await passwordHasher.verify(account?.passwordHash ?? null, body.password);
      if (!account || !verified || account.disabled)
        throw await failure(username, account, loginFailed(), client);

      if (account.totpSecret === null && (account.totpPendingSecret === null || !body.code)) {
        const secret =
          account.totpPendingSecret ?? (await repository.pendingSecret(username, newTotpSecret()));
        return { value: { step: 'enrol', ...(await enrolmentOf(username, secret)) }, token: null };
      }
      if (!body.code) return { value: { step: 'code' }, token: null };
      await checkCode(account, body.code, client);
      return startSession(account, client);
    },

    async logout(staff: StaffIdentity, clientIp: string): Promise<void> {
      await repository.closeSession(staff.tokenHash, staff.username, clientIp);
    },

    async accounts(): Promise<StaffAccount[]> {
      return (await repository.list()).map(accountViewOf);
    },

    async createAccount(input: StaffAccountCreate, actor: OperatorActor): Promise<StaffAccount> {
      const row = await repository.create(
        {
          username: input.username,
          passwordHash: await passwordHasher.hash(input.password),
          role: input.role,
          createdAt: new Date(now()),
        },
        actor,
      );
      if (!row) throw conflict(`The staff account ${input.username} exists already`);
      return accountViewOf(row);
    },

    /**
     * An admin's change of an account. Disabling it or resetting its TOTP ends its sessions. An
     * admin may not disable or demote themselves (`by`, the staff member making the change; null
     * for the Operator-Key), so the staff always keep an admin. Null when there is no such account.
     */
    async patchAccount(
      username: string,
      patch: StaffAccountPatch,
      by: string | null,
      actor: OperatorActor,
    ): Promise<StaffAccount | null> {
      const row = await repository.patch(
        username,
        (before) => {
          if (by === before.username && (patch.disabled === true || (patch.role ?? 'admin') !== 'admin')) {
            throw conflict(
              'You cannot disable yourself or take away your own admin role: another admin must do it',
            );
          }
          const values: StaffAccountChange = {};
          if (patch.role !== undefined) values.role = patch.role;
          if (patch.disabled !== undefined) values.disabled = patch.disabled;
          if (patch.resetTotp) {
            values.totpSecret = null;
            values.totpPendingSecret = null;
            values.lastTotpStep = null;
          }
          return {
            values,
            endSessions: (patch.disabled === true && !before.disabled) || patch.resetTotp === true,
          };
        },
        patch,
        actor,
      );
      return row && accountViewOf(row);
    },

    audit: (query: AuditQuery): Promise<AuditPage> => repository.audit(query),
  };
};
