/**
 * The wallet feature (issue 4): the balance, the account record and the ledger's operator calls
 * (adjustments, the invariant check). Deposits are in payments.ts, withdrawals in withdrawals.ts,
 * the vendors' seamless wallet in vendor-wallet.ts. Amounts are integers of minor units
 * (wallet-rules.ts); times are ISO 8601 strings. Member calls need `Authorization: <token>`;
 * the deposit and withdrawal calls also a real (type 0, 1, 2) account, else 403 NOT_REAL_ACCOUNT.
 */
import Type, { type Static } from 'typebox';
import { UNIX_MS_MAX } from './constants';
import { Ok } from './envelope';
import { Amount, Money, Paged, PageQuery, Time } from './money-schemas';
import { MerchantParams } from './system';
import { LEDGER_TRANSACTION_KINDS, RECORD_TYPES, WALLET_CALLS, WALLET_OPERATOR_PATHS } from './wallet-rules';

// ---- balance --------------------------------------------------------------------------------

/**
 * Spec §7 Wallet. sumBalance is what the member can play with; withdrawable is all of it except, on a
 * server not in demo mode, what the sandbox gateway credited; held is pending withdrawals.
 */
export const WalletValue = Type.Object({
  sumBalance: Money,
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** Minor-unit digits of the currency (VND 0): display sumBalance / 10^decimals. */
  decimals: Type.Integer(),
  withdrawable: Money,
  held: Money,
  withdrawalMin: Money,
  withdrawalMax: Money,
});
export type WalletValue = Static<typeof WalletValue>;

// ---- records --------------------------------------------------------------------------------

export const RecordsQuery = Type.Object({
  type: Type.Optional(Type.Enum(RECORD_TYPES)),
  /** Unix ms, inclusive. */
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: UNIX_MS_MAX })),
  /** Unix ms, exclusive. */
  to: Type.Optional(Type.Integer({ minimum: 0, maximum: UNIX_MS_MAX })),
  ...PageQuery,
});
export type RecordsQuery = Static<typeof RecordsQuery>;

/** One movement of the member's wallet, newest first. */
export const TransactionRecord = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(RECORD_TYPES),
  kind: Type.Enum(LEDGER_TRANSACTION_KINDS),
  /** Signed: + into the wallet, − out of it. */
  amount: Money,
  balanceAfter: Money,
  /** 'completed', or the withdrawal's current status for a withdrawal hold. */
  status: Type.String(),
  reference: Type.String(),
  time: Time,
});
export type TransactionRecord = Static<typeof TransactionRecord>;

// ---- operator -------------------------------------------------------------------------------

/** A manual correction: + credits the member from the house, − debits (never below zero). */
export const AdjustmentBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    amount: Type.Integer({
      minimum: -1_000_000_000_000_000,
      maximum: 1_000_000_000_000_000,
      not: { const: 0 },
    }),
    reason: Type.String({ minLength: 1, maxLength: 200 }),
    /** Makes the call safe to retry. */
    idempotencyKey: Type.String({ minLength: 8, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type AdjustmentBody = Static<typeof AdjustmentBody>;
/**
 * What an adjustment did: posted at once (the Operator-Key's, or a staff member's within the
 * merchant's approval threshold), or, a staff member's above it, kept as a four-eyes approval
 * request until a second staff member approves it (approvals.ts; decision 0067). The same
 * idempotencyKey asked again answers the same outcome.
 */
export const AdjustmentValue = Type.Union([
  Type.Object({ outcome: Type.Literal('posted'), transactionId: Type.Integer(), balance: Money }),
  Type.Object({ outcome: Type.Literal('awaitingApproval'), approvalId: Type.Integer() }),
]);
export type AdjustmentValue = Static<typeof AdjustmentValue>;

/**
 * A merchant's wallet settings as they apply (the defaults where it has none of its own): the
 * withdrawal limits a player may ask (minor units) and the approval threshold above which a staff
 * member's adjustment or withdrawal approval waits for a second staff member (decision 0067).
 */
export const WalletSettingsValue = Type.Object({
  currency: Type.String(),
  /** Minor-unit digits of the currency: show amount / 10^decimals. */
  decimals: Type.Integer(),
  withdrawalMin: Money,
  withdrawalMax: Money,
  approvalThreshold: Money,
  /** True while the merchant has no threshold of its own (DEFAULT_APPROVAL_THRESHOLD applies). */
  approvalThresholdIsDefault: Type.Boolean(),
});
export type WalletSettingsValue = Static<typeof WalletSettingsValue>;

/** An admin's change of them; withdrawalMin may not exceed withdrawalMax. */
export const WalletSettingsBody = Type.Object(
  {
    withdrawalMin: Amount,
    withdrawalMax: Amount,
    /** 0: every staff adjustment and withdrawal approval needs a second staff member. */
    approvalThreshold: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000_000 }),
  },
  { additionalProperties: false },
);
export type WalletSettingsBody = Static<typeof WalletSettingsBody>;

/** The ledger's invariants (features/wallet/invariants.ts); ok when every list is empty. */
export const LedgerCheckValue = Type.Object({
  ok: Type.Boolean(),
  accounts: Type.Integer(),
  transactions: Type.Integer(),
  violations: Type.Array(Type.Object({ rule: Type.String(), detail: Type.String() })),
});
export type LedgerCheckValue = Static<typeof LedgerCheckValue>;

// ---- the routes -------------------------------------------------------------------------------

export const walletRoutes = {
  wallet: { ...WALLET_CALLS.wallet, response: Ok(WalletValue) },
  records: {
    ...WALLET_CALLS.records,
    querystring: RecordsQuery,
    response: Ok(Paged(TransactionRecord)),
  },
} as const;

/** Operator API (Operator-Key header). */
export const walletOperatorRoutes = {
  adjustment: {
    method: 'POST',
    url: WALLET_OPERATOR_PATHS.adjustments,
    params: MerchantParams,
    body: AdjustmentBody,
    response: Ok(AdjustmentValue),
  },
  ledgerCheck: { method: 'GET', url: WALLET_OPERATOR_PATHS.ledgerCheck, response: Ok(LedgerCheckValue) },
  settings: {
    method: 'GET',
    url: WALLET_OPERATOR_PATHS.settings,
    params: MerchantParams,
    response: Ok(WalletSettingsValue),
  },
  changeSettings: {
    method: 'PUT',
    url: WALLET_OPERATOR_PATHS.settings,
    params: MerchantParams,
    body: WalletSettingsBody,
    response: Ok(WalletSettingsValue),
  },
} as const;
