/**
 * The payment password's guard (docs/decisions/0020): wrong payment passwords are counted per
 * member in the member's payment_passwords row; the one that reaches PAYMENT_PASSWORD_MAX_FAILURES locks the calls
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
  WITHDRAWALS_MESSAGES,
} from '@app/contract';
import type { Database } from '../../db/database';
import { passwordHasher } from '../../lib/password-hasher';
import { ApiError } from '../../plugins/errors';
import type { ResolvedMerchant } from '../../plugins/merchant';
import type { SessionInfo } from '../../plugins/session';
import type { AccountService } from '../account/service';
import type { MobileNumber, SmsService } from '../sms/service';
import * as repository from './repository';

const LOCK_MS = PAYMENT_LOCK_MINUTES * 60_000;
const UNLOCK_PURPOSE = 'payment-unlock';

/** '+84 ****5678': enough for the player to know which phone, not enough to learn the number. */
const maskedMobileOf = (mobile: MobileNumber | null) =>
  mobile ? `+${mobile.countryDialingCode} ****${mobile.mobileNum.slice(-4)}` : null;

export type PaymentLockGuard = ReturnType<typeof createPaymentLockGuard>;

export const createPaymentLockGuard = ({
  db,
  accounts,
  sms,
  now,
}: {
  db: Database;
  accounts: AccountService;
  sms: SmsService;
  now: () => number;
}) => {
  /** The end of the member's lock while it runs, else null. */
  const lockedUntilOf = (password: repository.PaymentPasswordRow | null) =>
    password?.lockedUntil && password.lockedUntil.getTime() > now() ? password.lockedUntil : null;

  /** The lock as the player sees it, with the number an SMS code would unlock it from. */
  const lockOf = async (memberId: number, until: Date): Promise<PaymentLock> => ({
    until: until.toISOString(),
    mobile: maskedMobileOf(await accounts.mobileOf(memberId)),
  });

  const lockedError = (lock: PaymentLock) =>
    new ApiError(
      ErrorCode.PAYMENT_PASSWORD_LOCKED,
      `${WITHDRAWALS_MESSAGES[ErrorCode.PAYMENT_PASSWORD_LOCKED]} until ${lock.until}`,
      {
        ...lock,
        retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(lock.until) - now()) / 1000)),
      },
    );

  /** A locked member is refused, whatever the call; else the member's payment password, if set. */
  const requireUnlocked = async (memberId: number) => {
    const password = await repository.findPaymentPassword(db, memberId);
    const lockedUntil = lockedUntilOf(password);
    if (lockedUntil) throw lockedError(await lockOf(memberId, lockedUntil));
    return password;
  };

  /** The locked member's number on the account, for the SMS unlock calls. */
  const lockedWithMobile = async (memberId: number): Promise<MobileNumber> => {
    if (!lockedUntilOf(await repository.findPaymentPassword(db, memberId))) {
      throw new ApiError(ErrorCode.CONFLICT, 'Payment functions are not locked');
    }
    const mobile = await accounts.mobileOf(memberId);
    if (!mobile) {
      throw new ApiError(
        ErrorCode.FEATURE_DISABLED,
        'No mobile number on the account: wait for the lock to end',
      );
    }
    return mobile;
  };

  return {
    /** The lock the member is under, or null (for the bank cards answer). */
    async lockOf(memberId: number) {
      const lockedUntil = lockedUntilOf(await repository.findPaymentPassword(db, memberId));
      return lockedUntil && lockOf(memberId, lockedUntil);
    },

    /** Whether the member has set a payment password. */
    async isSet(memberId: number) {
      return (await repository.findPaymentPassword(db, memberId)) !== null;
    },

    /**
     * Checks the payment password of a call that needs it: PAYMENT_PASSWORD_REQUIRED when none is
     * set, PAYMENT_PASSWORD_LOCKED while locked (and from the guess that locks), else
     * PAYMENT_PASSWORD_WRONG. A right one clears the count.
     */
    async verify(session: SessionInfo, paymentPassword: string) {
      const password = await requireUnlocked(session.memberId);
      if (!password) {
        throw new ApiError(
          ErrorCode.PAYMENT_PASSWORD_REQUIRED,
          WITHDRAWALS_MESSAGES[ErrorCode.PAYMENT_PASSWORD_REQUIRED],
        );
      }
      const at = new Date(now());
      // Take the place before hashing; the guess that reaches the limit sets the lock at once, so
      // that guesses arriving meanwhile are refused, and a right password takes it off again.
      const place = await repository.countPaymentPasswordGuess(db, session.memberId, {
        at,
        maxFailures: PAYMENT_PASSWORD_MAX_FAILURES,
        lockUntil: new Date(at.getTime() + LOCK_MS),
      });
      // No place: another guess locked the member since the state was read.
      if (!place) {
        const lockedUntil = lockedUntilOf(await repository.findPaymentPassword(db, session.memberId));
        throw lockedError(await lockOf(session.memberId, lockedUntil ?? at));
      }
      if (await passwordHasher.verify(password.hash, paymentPassword)) {
        await repository.clearPaymentPasswordGuesses(db, session.memberId);
        return;
      }
      if (place.lockedUntil) {
        await repository.insertPaymentLock(db, {
          merchantCode: session.merchantCode,
          memberId: session.memberId,
          lockedAt: at,
          lockedUntil: place.lockedUntil,
        });
        throw lockedError(await lockOf(session.memberId, place.lockedUntil));
      }
      throw new ApiError(
        ErrorCode.PAYMENT_PASSWORD_WRONG,
        WITHDRAWALS_MESSAGES[ErrorCode.PAYMENT_PASSWORD_WRONG],
      );
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
        await repository.clearPaymentPasswordGuesses(tx, session.memberId);
        await repository.endPaymentLock(tx, session.memberId, at);
      });
    },

    /** A merchant's latest locks, newest first, with how each ended. */
    async operatorLocks(merchantCode: string): Promise<OperatorPaymentLock[]> {
      const locks = await repository.latestPaymentLocks(db, merchantCode, 200);
      const usernames = await accounts.usernamesOf(locks.map((lock) => lock.memberId));
      const at = now();
      return locks.map((lock) => {
        const ended = lock.unlockedAt
          ? { endedAt: lock.unlockedAt.toISOString(), endedBy: 'sms' as const }
          : lock.lockedUntil.getTime() <= at
            ? { endedAt: lock.lockedUntil.toISOString(), endedBy: 'time' as const }
            : { endedAt: null, endedBy: null };
        return {
          memberId: lock.memberId,
          username: usernames.get(lock.memberId) ?? '',
          lockedAt: lock.lockedAt.toISOString(),
          lockedUntil: lock.lockedUntil.toISOString(),
          ...ended,
        };
      });
    },
  };
};
