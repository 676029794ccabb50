/**
 * Player protection before play (issue 13 point 5; decisions 0033, 0034), in one place for every
 * house game: each call names its player through the launch's token, and each stake asks the
 * limits first. The route's requireSession has already refused a gone session; the debit itself
 * refuses a stake above the balance (INSUFFICIENT_BALANCE), so no balance is read here to race it.
 *
 * The limits are player protection's (issue 19, decision 0059: time-outs, self-exclusion, the
 * session-time and loss limits); app.ts hands its one PlayLimits to every house game and to the
 * vendor wallet's debit. Here because several features ask it; the player lookup comes in as a
 * function (the vendor wallet's playerOf), so this helper depends on no feature.
 */
import { ErrorCode, HOUSE_GAMES_MESSAGES, VENDOR_WALLET_MESSAGES } from '@app/contract';
import { ApiError } from '../plugins/errors';
import type { SessionInfo } from '../plugins/session';

/** The player a launch's token names (the vendor wallet's VendorPlayer). */
export interface LaunchedPlayer {
  vendorCode: string;
  merchantCode: string;
  memberId: number;
  currency: string;
}

export interface PlayLimits {
  /**
   * Why this member may not stake this amount now (a short code the answer carries as
   * value.reason: PLAY_STOPPED), or null when play may go on.
   */
  refusal(
    player: { merchantCode: string; memberId: number },
    stake: { amount: number; currency: string },
  ): Promise<string | null>;
}

/** Nothing is refused: for tests that build a game or the vendor wallet without player protection. */
export const noPlayLimits: PlayLimits = { refusal: async () => null };

export const createPlayGuard = <Player extends LaunchedPlayer>({
  playerOfToken,
  serves,
  limits,
}: {
  /** The launch's player, or PLAYER_TOKEN_INVALID for an unknown token. */
  playerOfToken: (playerToken: string) => Promise<Player>;
  /** Whether this game plays the launches of that catalogue vendor. */
  serves: (vendorCode: string) => boolean;
  limits: PlayLimits;
}) => {
  /**
   * The player a launch's token names, when it is the session's member (a token copied into
   * another member's session is refused) and a launch of a vendor this game serves.
   */
  const playerOf = async (session: SessionInfo, playerToken: string): Promise<Player> => {
    const player = await playerOfToken(playerToken);
    if (player.memberId !== session.memberId || player.merchantCode !== session.merchantCode) {
      throw new ApiError(
        ErrorCode.PLAYER_TOKEN_INVALID,
        VENDOR_WALLET_MESSAGES[ErrorCode.PLAYER_TOKEN_INVALID],
      );
    }
    if (!serves(player.vendorCode)) {
      throw new ApiError(ErrorCode.GAME_NOT_FOUND, `No house game plays ${player.vendorCode} launches here`);
    }
    return player;
  };

  return {
    playerOf,

    /** playerOf, then the limits: PLAY_STOPPED, with their reason, when a limit stops this stake. */
    async beforeStake(session: SessionInfo, playerToken: string, amount: number): Promise<Player> {
      const player = await playerOf(session, playerToken);
      const reason = await limits.refusal(player, { amount, currency: player.currency });
      if (reason !== null) {
        throw new ApiError(ErrorCode.PLAY_STOPPED, HOUSE_GAMES_MESSAGES[ErrorCode.PLAY_STOPPED], { reason });
      }
      return player;
    },
  };
};
