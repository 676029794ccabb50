/**
 * The verify page's check of a revealed round, with the contract's own draw rule (the same code the
 * server draws with; scripts/verify-draws.mjs is an independent copy). Its own module: it brings the
 * SHA-256 and HMAC code, which the lottery frame does not need to paint.
 */
import type { LotteryResult } from '@app/contract';
import { lotteryCommitOf, lotteryNumberOf } from '@app/contract/client';

/** Whether a revealed round holds: SHA-256(seed) is the published commit, and the seed draws the number. */
export function verifyRound(
  result: Pick<LotteryResult, 'seed' | 'commit' | 'gameCode' | 'roundNo' | 'number'>,
) {
  // A seed that is not 32 bytes of hex cannot be the one committed to.
  if (!/^[0-9a-f]{64}$/.test(result.seed)) return { redrawn: null, holds: false };
  const commitHolds = lotteryCommitOf(result.seed) === result.commit;
  const redrawn = lotteryNumberOf(result.seed, result.gameCode, result.roundNo);
  return { redrawn, holds: commitHolds && redrawn === result.number };
}
