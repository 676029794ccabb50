/**
 * The vendor-wallet feature (issue 4): the seamless wallet that game vendors call, signed with
 * X-Vendor-Signature (balance, debit, credit, rollback), the member's betting record made of the
 * rounds they reported, and the operator calls for vendors. Amounts in minor units (wallet-rules.ts).
 */
import Type, { type Static } from 'typebox';
import { Ok } from './envelope';
import { Money, Paged, PageQuery, Time } from './money-schemas';
import { MerchantParams } from './system';
import {
  GAME_ROUND_STATUSES,
  VENDOR_RESULTS,
  VENDOR_WALLET_ACTIONS,
  VENDOR_WALLET_CALLS,
  VENDOR_WALLET_OPERATOR_PATHS,
} from './vendor-wallet-rules';

// ---- seamless wallet for game vendors -------------------------------------------------------

export const VendorWalletParams = Type.Object({
  vendorCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
  action: Type.Enum(VENDOR_WALLET_ACTIONS),
});

const VendorTxnId = Type.String({ minLength: 1, maxLength: 100 });
/**
 * balance: playerToken. debit (a bet): + transactionId, roundId, gameCode, amount. credit (a win):
 * + transactionId, roundId, amount (0 for a lost round closes it). rollback: + transactionId (of
 * the rollback), refTransactionId (the debit to undo). Signed with X-Vendor-Signature.
 */
export const VendorWalletBody = Type.Object(
  {
    playerToken: Type.String({ minLength: 1, maxLength: 128 }),
    transactionId: Type.Optional(VendorTxnId),
    refTransactionId: Type.Optional(VendorTxnId),
    roundId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    gameCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    amount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000_000 })),
  },
  { additionalProperties: false },
);
export type VendorWalletBody = Static<typeof VendorWalletBody>;

export const VendorWalletValue = Type.Object({
  result: Type.Enum(VENDOR_RESULTS),
  /** The balance after this transaction (for a DUPLICATE, after its first application). */
  balance: Money,
  currency: Type.String(),
  /** The ledger transaction, when one was made. */
  transactionId: Type.Union([Type.Integer(), Type.Null()]),
});
export type VendorWalletValue = Static<typeof VendorWalletValue>;

// ---- betting record -------------------------------------------------------------------------

export const GameRecord = Type.Object({
  vendorCode: Type.String(),
  roundId: Type.String(),
  gameCode: Type.String(),
  stake: Money,
  win: Money,
  status: Type.Enum(GAME_ROUND_STATUSES),
  time: Time,
});
export type GameRecord = Static<typeof GameRecord>;

export const GameRecordsQuery = Type.Object(PageQuery);

// ---- operator -------------------------------------------------------------------------------

export const VendorParams = Type.Object({ vendorCode: VendorWalletParams.properties.vendorCode });
export const VendorValue = Type.Object({
  vendorCode: Type.String(),
  name: Type.String(),
  secret: Type.String(),
});
export const VendorTokenBody = Type.Object(
  {
    merchantCode: MerchantParams.properties.merchantCode,
    username: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export const VendorTokenValue = Type.Object({ playerToken: Type.String() });

// ---- the routes -------------------------------------------------------------------------------

export const vendorWalletRoutes = {
  vendorWallet: {
    ...VENDOR_WALLET_CALLS.vendorWallet,
    params: VendorWalletParams,
    body: VendorWalletBody,
    response: Ok(VendorWalletValue),
  },
  gameRecords: {
    ...VENDOR_WALLET_CALLS.gameRecords,
    querystring: GameRecordsQuery,
    response: Ok(Paged(GameRecord)),
  },
} as const;

/** Operator API (Operator-Key header). */
export const vendorWalletOperatorRoutes = {
  vendor: {
    method: 'GET',
    url: VENDOR_WALLET_OPERATOR_PATHS.vendor,
    params: VendorParams,
    response: Ok(VendorValue),
  },
  vendorToken: {
    method: 'POST',
    url: VENDOR_WALLET_OPERATOR_PATHS.vendorToken,
    params: VendorParams,
    body: VendorTokenBody,
    response: Ok(VendorTokenValue),
  },
} as const;
