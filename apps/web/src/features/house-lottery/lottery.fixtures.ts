/** Answers of the house lottery calls for the screen tests: one game open now, drawn rounds with real seeds. */
import type { LotteryOrder, LotteryResult, LotteryStateValue } from '@app/contract';
import { lotteryCommitOf, lotteryNumberOf } from '@app/contract/client';

export const WALLET = {
  sumBalance: 500_000,
  currency: 'VND',
  currencySymbol: '₫',
  decimals: 0,
  withdrawable: 500_000,
  held: 0,
  withdrawalMin: 100_000,
  withdrawalMax: 500_000_000,
};

export const LOBBY = {
  games: [
    { code: 'FAST1', intervalSeconds: 60, minStake: 1_000, maxStake: 1_000_000 },
    { code: 'FAST3', intervalSeconds: 180, minStake: 1_000, maxStake: 1_000_000 },
    { code: 'FAST5', intervalSeconds: 300, minStake: 1_000, maxStake: 1_000_000 },
  ],
  currency: 'VND',
  decimals: 0,
};

const seedOf = (roundNo: number): string => roundNo.toString(16).padStart(64, 'a');

/** A drawn round as the server reveals it: seed, its commit and the number it draws. */
export const drawnRound = (
  roundNo: number,
  gameCode: 'FAST1' | 'FAST3' | 'FAST5' = 'FAST1',
): LotteryResult => {
  const seed = seedOf(roundNo);
  return {
    gameCode,
    roundNo,
    seed,
    commit: lotteryCommitOf(seed),
    number: lotteryNumberOf(seed, gameCode, roundNo),
    drawnAt: new Date(0).toISOString(),
  };
};

/** The state of FAST1 with the round closing `closesInMs` after now (negative: closed, drawing). */
export function stateAt(closesInMs: number, roundNo = 1000): LotteryStateValue {
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms).toISOString();
  return {
    game: LOBBY.games[0] as LotteryStateValue['game'],
    serverTime: at(0),
    current: {
      roundNo,
      commit: lotteryCommitOf(seedOf(roundNo)),
      opensAt: at(closesInMs - 55_000),
      closesAt: at(closesInMs),
      drawsAt: at(closesInMs + 5_000),
    },
    next: {
      roundNo: roundNo + 1,
      commit: lotteryCommitOf(seedOf(roundNo + 1)),
      opensAt: at(closesInMs + 5_000),
      closesAt: at(closesInMs + 60_000),
      drawsAt: at(closesInMs + 65_000),
    },
    results: [drawnRound(roundNo - 1), drawnRound(roundNo - 2)],
  };
}

export const orderOf = (overrides: Partial<LotteryOrder> = {}): LotteryOrder => ({
  orderId: '11111111-2222-4333-8444-555555555555',
  gameCode: 'FAST1',
  roundNo: 1000,
  status: 'open',
  lines: [{ kind: 'size', pick: 'big', stake: 1_000, payout: null }],
  stake: 1_000,
  payout: null,
  number: null,
  createdAt: new Date().toISOString(),
  closesAt: new Date(Date.now() + 40_000).toISOString(),
  ...overrides,
});
