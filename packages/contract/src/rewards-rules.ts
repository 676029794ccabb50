/**
 * The reward centre's plain values (no schemas): paths and calls, the reward kinds, the states a
 * reward has for a member, why one is not claimable, and the periods a claim is once per. The
 * schemas are in rewards.ts; docs/decisions/0038.
 */
import type { ApiCall } from './api-call';
import { ErrorCode } from './errors';

export const REWARDS_PATHS = {
  /** The member's rewards with their state. */
  rewards: '/wps/rewards',
  /** Claim one (Idempotency-Key header): one ledger movement of kind 'bonus'. */
  claim: '/wps/rewards/:rewardId/claim',
  /** How many are claimable now: the home badge. */
  unclaimedCount: '/wps/rewards/unclaimed-count',
  /** The member's claims, newest first, with their wagering progress. */
  claims: '/wps/rewards/claims',
} as const;

export const REWARDS_CALLS = {
  rewards: { method: 'GET', url: REWARDS_PATHS.rewards },
  claim: { method: 'POST', url: REWARDS_PATHS.claim },
  unclaimedCount: { method: 'GET', url: REWARDS_PATHS.unclaimedCount },
  claims: { method: 'GET', url: REWARDS_PATHS.claims },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header) of the reward centre. */
export const REWARDS_OPERATOR_PATHS = {
  rewards: '/wps/operator/merchants/:merchantCode/rewards',
  reward: '/wps/operator/merchants/:merchantCode/rewards/:rewardId',
} as const;

/**
 * welcome: once per member; deposit: a percentage of a deposit (the first only, or each); daily
 * check-in: once per UTC day; rebate: basis points of the previous UTC day's turnover, once per
 * day (whitelabel MANPLAYREB3); points: earned from lifetime turnover, exchanged for cash (PTSYS3).
 */
export const REWARD_KINDS = ['welcome', 'deposit', 'daily_check_in', 'rebate', 'points'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** claimable: now; claimed: this period's is taken; not_yet: nothing to claim now (reason says why). */
export const REWARD_STATES = ['claimable', 'claimed', 'not_yet'] as const;
export type RewardState = (typeof REWARD_STATES)[number];

/** Why a reward is not claimable: the `reason` of a reward and of REWARD_NOT_CLAIMABLE. */
export const REWARD_REASONS = [
  'claimed',
  'no_deposit',
  'deposit_too_small',
  'no_turnover',
  'no_points',
  'unavailable',
] as const;
export type RewardReason = (typeof REWARD_REASONS)[number];

export const REWARD_TITLE_MAX = 80;
export const REWARD_DESCRIPTION_MAX = 500;
/** Basis points: 10,000 is 100 %. */
export const BASIS_POINTS = 10_000;

/** The UTC day of a time, 'YYYY-MM-DD': the period of a check-in and of a rebate. */
export const utcDayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);
/** The start of the next UTC day: when a daily reward comes back. */
export const nextUtcDayStart = (time: number): number => {
  const day = new Date(time);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
};

/** The English text of the reward centre's error codes. */
export const REWARDS_MESSAGES = {
  [ErrorCode.REWARD_NOT_CLAIMABLE]: 'This reward cannot be claimed now',
  [ErrorCode.TURNOVER_REQUIRED]: 'A bonus you claimed still needs turnover before you can withdraw',
} as const;
