/**
 * The vendor-wallet feature's plain values (no schemas): the seamless wallet API that game vendors
 * call (signed), the betting record built from its rounds, and the operator calls for vendors. The
 * schemas are in vendor-wallet.ts.
 */
import type { ApiCall } from './api-call';
import { ErrorCode } from './errors';

export const VENDOR_WALLET_PATHS = {
  /** Seamless wallet for game vendors; :action is one of VENDOR_WALLET_ACTIONS. Signed by the vendor. */
  vendorWallet: '/wps/vendor/:vendorCode/wallet/:action',
  /** The member's betting record (the rounds the vendors reported). */
  gameRecords: '/wps/game/records',
} as const;

export const VENDOR_WALLET_CALLS = {
  vendorWallet: { method: 'POST', url: VENDOR_WALLET_PATHS.vendorWallet },
  gameRecords: { method: 'GET', url: VENDOR_WALLET_PATHS.gameRecords },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header) of the vendor-wallet feature. */
export const VENDOR_WALLET_OPERATOR_PATHS = {
  vendor: '/wps/operator/vendors/:vendorCode',
  vendorToken: '/wps/operator/vendors/:vendorCode/tokens',
} as const;

export const GAME_ROUND_STATUSES = ['open', 'settled', 'rolled_back'] as const;
export type GameRoundStatus = (typeof GAME_ROUND_STATUSES)[number];

export const VENDOR_WALLET_ACTIONS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type VendorWalletAction = (typeof VENDOR_WALLET_ACTIONS)[number];
/** `X-Vendor-Signature: t=<unix ms>,v1=<hex HMAC-SHA256(secret, t + '.' + raw body)>`. */
export const VENDOR_SIGNATURE_HEADER = 'x-vendor-signature';
/**
 * Answers of a vendor call that succeeded: OK moved money; DUPLICATE is a repeat of a transaction id
 * already applied (the first result, nothing moved again); BET_NOT_FOUND and ALREADY_ROLLED_BACK are
 * rollbacks that had nothing to undo (nothing moved).
 */
export const VENDOR_RESULTS = ['OK', 'DUPLICATE', 'BET_NOT_FOUND', 'ALREADY_ROLLED_BACK'] as const;
export type VendorResult = (typeof VENDOR_RESULTS)[number];

/** The English text of the vendor-wallet feature's own error codes (the shared ones: WALLET_MESSAGES). */
export const VENDOR_WALLET_MESSAGES = {
  [ErrorCode.PLAYER_TOKEN_INVALID]: 'Unknown player token',
  /** A debit player protection refuses (value.reason: PLAY_STOPPED_REASONS); rollbacks and credits never are. */
  [ErrorCode.PLAY_STOPPED]: 'Play is stopped by a limit on the player’s account',
} as const;
