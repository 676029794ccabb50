/**
 * The payment password's guard (docs/decisions/0020): wrong payment passwords are counted per
 * member in the members row; the one that reaches PAYMENT_PASSWORD_MAX_FAILURES locks the calls
 * that check the payment password for PAYMENT_LOCK_MINUTES, or until an SMS code sent to the
 * member's own number unlocks them. While locked a call is refused before the password is looked
 * at, so guessing during a lock learns nothing. Every lock is kept in payment_password_locks for
 * the operator.
 *
 * Each guess takes its place in the count before argon2 sees it, in one conditional UPDATE: a
 * burst of concurrent guesses, from any number of processes, gets at most the limit evaluated.
 */
import {
  ACCOUNT_MESSAGES,
  ErrorCode,
  type OperatorPaymentLock,
  PAYMENT_LOCK_MINUTES,
  PAYMENT_PASSWORD_MAX_FAILURES,
  type PaymentLock,
  WALLET_MESSAGES,
} from '@app/contract';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordHasher } from '../../lib/password-hasher';
import { ApiError } from '../../plugins/errors';
import type { ResolvedMerchant } from '../../plugins/merchant';
import type { SessionInfo } from '../../plugins/session';
import { members } from '../account/tables';
import type { SmsService } from '../sms/service';
import { paymentPasswordLocks } from './tables';

const LOCK_MS = PAYMENT_LOCK_MINUTES * 60_000;
const UNLOCK_PURPOSE = 'payment-unlock';

interface MemberLockState {
  hash: string | null;
  lockedUntil: Date | null;
  countryDialingCode: string | null;
  mobileNum: string | null;
}

/** '+84 ****5678': enough for the player to know which phone, not enough to learn the number. */
const maskedMobileOf = (state: MemberLockState) =>
  state.mobileNum && state.countryDialingCode
    ? `+${state.countryDialingCode} ****${state.mobileNum.slice(-4)}`
    : null;

export type PaymentLockGuard = ReturnType<typeof createPaymentLockGuard>;

export const createPaymentLockGuard = ({
  db,
  sms,
  now,
}: {
  db: Database;
  sms: SmsService;
  now: () => number;
}) => {
  const stateOf = async (memberId: number): Promise<MemberLockState | undefined> => {
    const [state] = await db
      .select({
        hash: members.paymentPasswordHash,
        lockedUntil: members.paymentLockedUntil,
        countryDialingCode: members.countryDialingCode,
        mobileNum: members.mobileNum,
      })
      .from(members)
      .where(eq(members.id, memberId));
    return state;
  };

  const activeLockOf = (state: MemberLockState | undefined): PaymentLock | null =>
    state?.lockedUntil && state.lockedUntil.getTime() > now()
      ? { until: state.lockedUntil.toISOString(), mobile: maskedMobileOf(state) }
      : null;

  const lockedError = (lock: PaymentLock) =>
    new ApiError(
      ErrorCode.PAYMENT_PASSWORD_LOCKED,
      `${WALLET_MESSAGES[ErrorCode.PAYMENT_PASSWORD_LOCKED]} until ${lock.until}`,
      {
        ...lock,
        retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(lock.until) - now()) / 1000)),
      },
    );

  /** A locked member, else the member's state: refused while locked, whatever the call. */
  const requireUnlocked = async (memberId: number) => {
    const state = await stateOf(memberId);
    const lock = activeLockOf(state);
    if (lock) throw lockedError(lock);
    return state;
  };

  /** The locked member with a number on the account, for the SMS unlock calls. */
  const lockedWithMobile = async (memberId: number) => {
    const state = await stateOf(memberId);
    if (!activeLockOf(state)) {
      throw new ApiError(ErrorCode.CONFLICT, 'Payment functions are not locked');
    }
    if (!state?.mobileNum || !state.countryDialingCode) {
      throw new ApiError(
        ErrorCode.FEATURE_DISABLED,
        'No mobile number on the account: wait for the lock to end',
      );
    }
    return { countryDialingCode: state.countryDialingCode, mobileNum: state.mobileNum };
  };

  return {
    /** The lock the member is under, or null (for the bank cards answer). */
    lockOf: async (memberId: number) => activeLockOf(await stateOf(memberId)),

    /**
     * Checks the payment password of a call that needs it: PAYMENT_PASSWORD_REQUIRED when none is
     * set, PAYMENT_PASSWORD_LOCKED while locked (and from the guess that locks), else
     * PAYMENT_PASSWORD_WRONG. A right one clears the count.
     */
    async verify(session: SessionInfo, paymentPassword: string) {
      const state = await requireUnlocked(session.memberId);
      if (!state?.hash) {
        throw new ApiError(
          ErrorCode.PAYMENT_PASSWORD_REQUIRED,
          WALLET_MESSAGES[ErrorCode.PAYMENT_PASSWORD_REQUIRED],
        );
      }
      const at = new Date(now());
      // The count this guess makes: a lock that has ended starts it again.
      const counted = sql`case when ${members.paymentLockedUntil} is null then ${members.paymentPasswordFailures} + 1 else 1 end`;
      // Take the place before hashing; the guess that reaches the limit sets the lock at once, so
      // that guesses arriving meanwhile are refused, and a right password takes it off again.
      const [place] = await db
        .update(members)
        .set({
          paymentPasswordFailures: counted,
          paymentLockedUntil: sql`case when ${counted} >= ${PAYMENT_PASSWORD_MAX_FAILURES} then ${new Date(at.getTime() + LOCK_MS).toISOString()}::timestamptz else null end`,
        })
        .where(
          and(
            eq(members.id, session.memberId),
            or(isNull(members.paymentLockedUntil), lte(members.paymentLockedUntil, at)),
          ),
        )
        .returning({ lockedUntil: members.paymentLockedUntil });
      // No place: another guess locked the member since the state was read.
      if (!place) {
        const lock = activeLockOf(await stateOf(session.memberId));
        throw lockedError(lock ?? { until: at.toISOString(), mobile: maskedMobileOf(state) });
      }
      if (await passwordHasher.verify(state.hash, paymentPassword)) {
        await db
          .update(members)
          .set({ paymentPasswordFailures: 0, paymentLockedUntil: null })
          .where(eq(members.id, session.memberId));
        return;
      }
      if (place.lockedUntil) {
        await db.insert(paymentPasswordLocks).values({
          merchantCode: session.merchantCode,
          memberId: session.memberId,
          lockedAt: at,
          lockedUntil: place.lockedUntil,
        });
        throw lockedError({ until: place.lockedUntil.toISOString(), mobile: maskedMobileOf(state) });
      }
      throw new ApiError(ErrorCode.PAYMENT_PASSWORD_WRONG, WALLET_MESSAGES[ErrorCode.PAYMENT_PASSWORD_WRONG]);
    },

    /** Sends the unlock code to the number on the member's account (needs the slider's ticket). */
    async sendUnlockCode(merchant: ResolvedMerchant, session: SessionInfo, ticket: string) {
      const mobile = await lockedWithMobile(session.memberId);
      return sms.send(merchant, { ...mobile, purpose: UNLOCK_PURPOSE, ticket });
    },

    /** Ends the lock with the code sent to the member's number; the count starts again. */
    async unlock(session: SessionInfo, verificationCode: string) {
      const mobile = await lockedWithMobile(session.memberId);
      const right = await sms.verify(session.merchantCode, mobile, UNLOCK_PURPOSE, verificationCode, {
        consume: true,
      });
      if (!right) {
        throw new ApiError(ErrorCode.VERIFICATION_CODE_ERROR, ACCOUNT_MESSAGES.VERIFICATION_CODE_ERROR, {
          fields: { verificationCode: ACCOUNT_MESSAGES.VERIFICATION_CODE_ERROR },
        });
      }
      const at = new Date(now());
      await db.transaction(async (tx) => {
        await tx
          .update(members)
          .set({ paymentPasswordFailures: 0, paymentLockedUntil: null })
          .where(eq(members.id, session.memberId));
        await tx
          .update(paymentPasswordLocks)
          .set({ unlockedAt: at })
          .where(
            and(
              eq(paymentPasswordLocks.memberId, session.memberId),
              isNull(paymentPasswordLocks.unlockedAt),
              gt(paymentPasswordLocks.lockedUntil, at),
            ),
          );
      });
    },

    /** A merchant's latest locks, newest first, with how each ended. */
    async operatorLocks(merchantCode: string): Promise<OperatorPaymentLock[]> {
      const rows = await db
        .select({ lock: paymentPasswordLocks, username: members.username })
        .from(paymentPasswordLocks)
        .innerJoin(members, eq(members.id, paymentPasswordLocks.memberId))
        .where(eq(paymentPasswordLocks.merchantCode, merchantCode))
        .orderBy(desc(paymentPasswordLocks.lockedAt), desc(paymentPasswordLocks.id))
        .limit(200);
      const at = now();
      return rows.map(({ lock, username }) => {
        const ended = lock.unlockedAt
          ? { endedAt: lock.unlockedAt.toISOString(), endedBy: 'sms' as const }
          : lock.lockedUntil.getTime() <= at
            ? { endedAt: lock.lockedUntil.toISOString(), endedBy: 'time' as const }
            : { endedAt: null, endedBy: null };
        return {
          memberId: lock.memberId,
          username,
          lockedAt: lock.lockedAt.toISOString(),
          lockedUntil: lock.lockedUntil.toISOString(),
          ...ended,
        };
      });
    },
  };
};
