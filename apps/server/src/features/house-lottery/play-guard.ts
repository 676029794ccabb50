/**
 * Whether a player may play (issue 13 point 5; docs/decisions/0033): the one place every house
 * lottery call asks before it acts. The session is the route's guard (app.requireSession); here the
 * launch's player token must be the session member's and of a vendor the house lottery serves, and
 * before a stake the limits must allow play. A balance too small is the debit's refusal
 * (INSUFFICIENT_BALANCE), which reaches the player as it is.
 */
import {
  ErrorCode,
  HOUSE_GAMES_MESSAGES,
  HOUSE_LOTTERY_VENDOR_CODES,
  VENDOR_WALLET_MESSAGES,
} from '@app/contract';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import type { VendorPlayer, VendorWalletService } from '../vendor-wallet/service';

/**
 * The player-protection limits (deposit, loss, time, self-exclusion: issue 19 fills them): the
 * reason play is stopped, or null while it may go on.
 */
export interface PlayLimits {
  stopReason(player: VendorPlayer): Promise<string | null>;
}

/** No limits exist yet: play goes on. */
export const NO_PLAY_LIMITS: PlayLimits = { stopReason: async () => null };

const servedVendors: readonly string[] = HOUSE_LOTTERY_VENDOR_CODES;

export const createPlayGuard = ({
  vendorWallet,
  limits,
}: {
  vendorWallet: Pick<VendorWalletService, 'playerOf'>;
  limits: PlayLimits;
}) => {
  /** The launch's player, checked to be the session's member at a vendor the house lottery serves. */
  const playerOf = async (session: SessionInfo, playerToken: string): Promise<VendorPlayer> => {
    const player = await vendorWallet.playerOf(undefined, playerToken);
    if (player.memberId !== session.memberId || player.merchantCode !== session.merchantCode) {
      throw new ApiError(
        ErrorCode.PLAYER_TOKEN_INVALID,
        VENDOR_WALLET_MESSAGES[ErrorCode.PLAYER_TOKEN_INVALID],
      );
    }
    if (!servedVendors.includes(player.vendorCode)) {
      throw new ApiError(ErrorCode.GAME_NOT_FOUND, `The house lottery does not serve ${player.vendorCode}`);
    }
    return player;
  };

  return {
    playerOf,
    /** playerOf, and the limits: before every stake. */
    async playGuard(session: SessionInfo, playerToken: string): Promise<VendorPlayer> {
      const player = await playerOf(session, playerToken);
      const reason = await limits.stopReason(player);
      if (reason !== null) {
        throw new ApiError(ErrorCode.PLAY_STOPPED, HOUSE_GAMES_MESSAGES[ErrorCode.PLAY_STOPPED], { reason });
      }
      return player;
    },
  };
};
