/**
 * The VIP feature's plain values (no schemas), for the site and the server alike (spec §2
 * /m/member/benefits, §3 Member info clubLabel): the paths and calls, the bounds of an operator's
 * level, and the rules that place a member on the ladder. The schemas are in vip.ts.
 *
 * A merchant's levels are a step function of the member's lifetime turnover (bets less rollbacks,
 * held in the ledger): a member is at the highest level whose threshold the turnover has reached,
 * exactly at a threshold included. Level 0 starts at 0, and thresholds rise with the level.
 */
import type { ApiCall } from './api-call';
import { ErrorCode } from './errors';

export const VIP_PATHS = {
  /** The merchant's levels in the request's language and the member's progress (session required). */
  vip: '/wps/vip',
} as const;

export const VIP_CALLS = {
  vip: { method: 'GET', url: VIP_PATHS.vip },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header): list, create or replace (PUT), remove a level. */
export const VIP_OPERATOR_PATHS = {
  levels: '/wps/operator/merchants/:merchantCode/vip-levels',
  level: '/wps/operator/merchants/:merchantCode/vip-levels/:level',
} as const;

/** Bounds of an operator's level (the schemas' limits and the CLI's checks). */
export const VIP_LIMITS = {
  maxLevel: 20,
  nameLength: 24,
  benefits: 12,
  benefitTitleLength: 60,
  benefitDetailLength: 300,
  /** A turnover or money figure: 10^15 minor units keeps it a safe integer. */
  maxAmount: 1_000_000_000_000_000,
  /** The weekly rebate in basis points (1 = 0.01 %). */
  maxRebateBasisPoints: 10_000,
  maxDailyWithdrawals: 1_000,
} as const;

/** A level as far as the ladder is concerned. */
export interface VipStep {
  level: number;
  turnoverThreshold: number;
}

/** Where a turnover stands on the ladder: its level, the next one and how far it is. */
export interface VipStanding<Step extends VipStep> {
  current: Step | null;
  next: Step | null;
  /** Turnover still needed to reach the next level (0 at the top). */
  remaining: number;
  /** Way from the current level's threshold to the next one's, 0..100 (100 at the top). */
  percent: number;
}

/**
 * The level a lifetime turnover reaches: the highest whose threshold is at most the turnover
 * (exactly at a threshold counts), and the next level above it. `steps` in any order.
 */
export const vipStandingOf = <Step extends VipStep>(
  steps: readonly Step[],
  turnover: number,
): VipStanding<Step> => {
  const sorted = [...steps].sort((a, b) => a.level - b.level);
  const current = sorted.filter((step) => step.turnoverThreshold <= turnover).at(-1) ?? null;
  const next = sorted.find((step) => step.turnoverThreshold > turnover) ?? null;
  if (!next) return { current, next, remaining: 0, percent: 100 };
  const from = current?.turnoverThreshold ?? 0;
  const percent = Math.floor(((turnover - from) * 100) / (next.turnoverThreshold - from));
  // Below the next threshold the floor keeps it under 100.
  return { current, next, remaining: next.turnoverThreshold - turnover, percent };
};

/**
 * What is wrong with a merchant's ladder, by field, or null when it is valid: level 0 present
 * (whenever any level is) with threshold 0, and thresholds strictly rising with the level.
 */
export const vipLadderProblems = (steps: readonly VipStep[]): Record<string, string> | null => {
  if (steps.length === 0) return null;
  const sorted = [...steps].sort((a, b) => a.level - b.level);
  const [first] = sorted;
  if (first?.level !== 0) return { level: VIP_FIELD_MESSAGES.levelZeroFirst };
  if (first.turnoverThreshold !== 0) return { turnoverThreshold: VIP_FIELD_MESSAGES.levelZeroThreshold };
  for (let index = 1; index < sorted.length; index++) {
    const below = sorted[index - 1] as VipStep;
    const step = sorted[index] as VipStep;
    if (step.turnoverThreshold <= below.turnoverThreshold) {
      return {
        turnoverThreshold: `${VIP_FIELD_MESSAGES.rising} (VIP level ${below.level}: ${below.turnoverThreshold}, level ${step.level}: ${step.turnoverThreshold})`,
      };
    }
  }
  return null;
};

export const VIP_FIELD_MESSAGES = {
  levelZeroFirst: 'Level 0 must exist before any other level',
  levelZeroThreshold: 'Level 0 starts at a turnover of 0',
  levelZeroKept: 'Level 0 is the base of the ladder and cannot be removed',
  rising: 'Each level needs a higher turnover than the level below it',
} as const;

/** The English text of the VIP feature's own error code. */
export const VIP_MESSAGES = {
  [ErrorCode.VIP_DISABLED]: 'Please contact customer service',
} as const;
