/**
 * Player protection's pure rules (contract player-protection-rules.ts; decision 0059): which value
 * of a limit is in force at a time, what a member's new value does (tighten at once, loosen after
 * the cooling-off), the windows the limits measure and a block's end.
 */
import {
  PLAYER_LIMIT_BOUNDS,
  PLAYER_LIMIT_PERIOD_HOURS,
  PLAYER_MONEY_LIMITS,
  PLAYER_PROTECTION_COOLING_OFF_HOURS,
  type PlayerLimitName,
  type PlayerProtectionEvent,
} from '@app/contract';

const HOUR_MS = 3_600_000;
export const COOLING_OFF_MS = PLAYER_PROTECTION_COOLING_OFF_HOURS * HOUR_MS;

/** A limit as stored: the value, and a loosening that waits until `pendingAt`. */
export interface StoredLimit {
  value: number | null;
  pendingValue: number | null;
  pendingAt: Date | null;
}

export const NO_LIMIT: StoredLimit = { value: null, pendingValue: null, pendingAt: null };

/** The limit at `at`: a loosening whose cooling-off has passed is the value in force. */
export const limitAt = (stored: StoredLimit, at: number): StoredLimit =>
  stored.pendingAt !== null && stored.pendingAt.getTime() <= at
    ? { value: stored.pendingValue, pendingValue: null, pendingAt: null }
    : stored;

/** What setting a limit to `next` does: the limit after, and the history's events. */
export interface LimitChange {
  after: StoredLimit;
  events: {
    event: PlayerProtectionEvent;
    from: number | null;
    to: number | null;
    effectiveAt: Date | null;
  }[];
}

/**
 * The member asks for `next` (null: no limit) on the limit as it stands at `at`. Lower than in force
 * (or a limit where there was none) applies at once and drops a waiting loosening; higher (or
 * none) waits COOLING_OFF_MS, replacing a loosening that waited; the value in force again only
 * drops a waiting loosening.
 */
export const changeLimit = (current: StoredLimit, next: number | null, at: number): LimitChange => {
  const { value, pendingValue, pendingAt } = current;
  const cancelled =
    pendingAt === null
      ? []
      : [{ event: 'limitPendingCancelled' as const, from: value, to: pendingValue, effectiveAt: pendingAt }];
  if (next === value) {
    return { after: { value, pendingValue: null, pendingAt: null }, events: cancelled };
  }
  const tightens = next !== null && (value === null || next < value);
  if (tightens) {
    return {
      after: { value: next, pendingValue: null, pendingAt: null },
      events: [...cancelled, { event: 'limitApplied', from: value, to: next, effectiveAt: new Date(at) }],
    };
  }
  const effectiveAt = new Date(at + COOLING_OFF_MS);
  return {
    after: { value, pendingValue: next, pendingAt: effectiveAt },
    events: [...cancelled, { event: 'limitPending', from: value, to: next, effectiveAt }],
  };
};

/** Why a value cannot be this limit's (a money limit in minor units, sessionMinutes in minutes), or null. */
export const limitValueProblem = (limit: PlayerLimitName, value: number | null): string | null => {
  if (value === null) return null;
  if (limit === 'sessionMinutes') {
    const { min, max } = PLAYER_LIMIT_BOUNDS.sessionMinutes;
    return value < min || value > max ? `must be ${min} to ${max} minutes` : null;
  }
  const { minAmount, maxAmount } = PLAYER_LIMIT_BOUNDS;
  return value < minAmount || value > maxAmount ? `must be ${minAmount} to ${maxAmount}` : null;
};

export type MoneyLimitName = keyof typeof PLAYER_MONEY_LIMITS;
export const DEPOSIT_LIMITS = ['depositDay', 'depositWeek', 'depositMonth'] as const;
export const LOSS_LIMITS = ['lossDay', 'lossWeek', 'lossMonth'] as const;

/** Where a money limit's rolling window begins when it ends at `at`. */
export const windowStart = (limit: MoneyLimitName, at: number): Date =>
  new Date(at - PLAYER_LIMIT_PERIOD_HOURS[PLAYER_MONEY_LIMITS[limit].period] * HOUR_MS);

/** A time-out of whole days from `at`. */
export const timeOutEnd = (at: number, days: number): Date => new Date(at + days * 24 * HOUR_MS);

/** A self-exclusion of whole calendar months from `at` (UTC; the 31st of a short month runs over). */
export const selfExclusionEnd = (at: number, months: number): Date => {
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
};
