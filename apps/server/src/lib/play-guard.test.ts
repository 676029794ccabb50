import { ErrorCode } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../plugins/session';
import { createPlayGuard, type LaunchedPlayer, noPlayLimits, type PlayLimits } from './play-guard';

const player: LaunchedPlayer = { vendorCode: 'LOTT', merchantCode: 'DEMO', memberId: 7, currency: 'VND' };
const sessionOf = (memberId: number) => ({ memberId, merchantCode: 'DEMO' }) as SessionInfo;

const guardOf = (
  limits: PlayLimits = noPlayLimits,
  serves = (vendorCode: string): boolean => vendorCode === 'LOTT',
) => createPlayGuard({ playerOfToken: async () => player, serves, limits });

describe('the play guard of the house games', () => {
  it("answers the launch's player when the token is the session member's, of a vendor the game serves", async () => {
    expect(await guardOf().playerOf(sessionOf(7), 'token')).toEqual(player);
    expect(await guardOf().beforeStake(sessionOf(7), 'token', 1000)).toEqual(player);
  });

  it("refuses another member's token (PLAYER_TOKEN_INVALID) and another vendor's launch (GAME_NOT_FOUND)", async () => {
    await expect(guardOf().playerOf(sessionOf(8), 'token')).rejects.toMatchObject({
      errorCode: ErrorCode.PLAYER_TOKEN_INVALID,
    });
    await expect(guardOf(noPlayLimits, () => false).playerOf(sessionOf(7), 'token')).rejects.toMatchObject({
      errorCode: ErrorCode.GAME_NOT_FOUND,
    });
  });

  it('stops a stake when a limit says so (PLAY_STOPPED with its reason), and only a stake', async () => {
    const asked: unknown[] = [];
    const guard = guardOf({
      refusal: async (who, stake) => {
        asked.push({ memberId: who.memberId, ...stake });
        return stake.amount > 5000 ? 'daily loss limit' : null;
      },
    });
    expect(await guard.playerOf(sessionOf(7), 'token')).toEqual(player);
    expect(await guard.beforeStake(sessionOf(7), 'token', 5000)).toEqual(player);
    await expect(guard.beforeStake(sessionOf(7), 'token', 5001)).rejects.toMatchObject({
      errorCode: ErrorCode.PLAY_STOPPED,
      value: { reason: 'daily loss limit' },
    });
    expect(asked).toEqual([
      { memberId: 7, amount: 5000, currency: 'VND' },
      { memberId: 7, amount: 5001, currency: 'VND' },
    ]);
  });
});
