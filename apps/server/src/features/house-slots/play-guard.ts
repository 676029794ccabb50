/**
 * Player protection before play (issue 13 point 5), in one place: every call of a slot game names
 * its player through the launch's token, and every stake asks the limits first. The route's
 * requireSession has already refused a gone session; the debit itself refuses a stake above the
 * balance (INSUFFICIENT_BALANCE), so no balance is read here to race it.
 */
import { ErrorCode, HOUSE_GAMES_MESSAGES, VENDOR_WALLET_MESSAGES } from '@app/contract';
import type { PlayLimits } from '../../lib/play-limits';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import type { VendorPlayer, VendorWalletService } from '../vendor-wallet/service';

export type PlayGuard = ReturnType<typeof createPlayGuard>;

export const createPlayGuard = ({
  vendorWallet,
  limits,
  vendorCode,
}: {
  vendorWallet: VendorWalletService;
  limits: PlayLimits;
  /** The launches this game plays: a token of another vendor's launch finds no game here. */
  vendorCode: string;
}) => {
  /**
   * The player a launch's token names, when it is the session's member (a token copied into
   * another member's session is refused) and a launch of this game's vendor.
   */
  const playerOf = async (session: SessionInfo, playerToken: string): Promise<VendorPlayer> => {
    const player = await vendorWallet.playerOf(undefined, playerToken);
    if (player.memberId !== session.memberId || player.merchantCode !== session.merchantCode) {
      throw new ApiError(
        ErrorCode.PLAYER_TOKEN_INVALID,
        VENDOR_WALLET_MESSAGES[ErrorCode.PLAYER_TOKEN_INVALID],
      );
    }
    if (player.vendorCode !== vendorCode) {
      throw new ApiError(ErrorCode.GAME_NOT_FOUND, `No house game for ${player.vendorCode} launches`);
    }
    return player;
  };

  return {
    playerOf,

    /** playerOf, then the limits: PLAY_STOPPED, with their reason, when a limit stops this stake. */
    async beforeStake(session: SessionInfo, playerToken: string, amount: number): Promise<VendorPlayer> {
      const player = await playerOf(session, playerToken);
      const reason = await limits.refusal(player, { amount, currency: player.currency });
      if (reason !== null) {
        throw new ApiError(ErrorCode.PLAY_STOPPED, HOUSE_GAMES_MESSAGES[ErrorCode.PLAY_STOPPED], { reason });
      }
      return player;
    },
  };
};
