/**
 * The lottery frame's plain rules, no React: the server's clock seen from the browser, the phase of
 * a round, what a pick pays at best, and what a drawn number means for every bet kind
 * (verify-rules.ts checks revealed rounds: it brings the hashes, this file must not). The schedule, payouts and draw are the contract's (house-games-rules.ts).
 */
import type { LotteryRound } from '@app/contract';
import { type LotteryBetKind, lotteryColoursOf, lotteryPayoutPer100 } from '@app/contract/client';

/**
 * How far the server's clock is ahead of the browser's, from an answer's serverTime: countdowns
 * follow the server's schedule even on a phone whose clock is off.
 */
export const clockOffsetOf = (serverTime: string, receivedAtMs: number): number =>
  Date.parse(serverTime) - receivedAtMs;

/** 'open' takes bets; 'drawing' between the close and the moment the new result is read. */
export type RoundPhase = 'open' | 'drawing';

export const phaseOf = (round: Pick<LotteryRound, 'closesAt'>, serverNowMs: number): RoundPhase =>
  serverNowMs < Date.parse(round.closesAt) ? 'open' : 'drawing';

/** Whole seconds left until `at` (never negative), written m:ss. */
export function countdownOf(at: string, serverNowMs: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(at) - serverNowMs) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** What a pick pays per 100 when it wins, at best (green and red pay less on a violet number). */
export const bestPayoutPer100 = (kind: LotteryBetKind, pick: string): number =>
  Math.max(...NUMBERS.map((number) => lotteryPayoutPer100(kind, pick, number)));

/** A drawn number as every bet kind reads it. */
export const outcomeOf = (number: number) => ({
  size: number >= 5 ? ('big' as const) : ('small' as const),
  parity: number % 2 === 1 ? ('odd' as const) : ('even' as const),
  colours: lotteryColoursOf(number),
});

/** A hash shortened for a row: its first and last characters. */
export const shortHash = (hash: string): string => `${hash.slice(0, 8)}…${hash.slice(-6)}`;
