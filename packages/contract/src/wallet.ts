/**
 * The wallet feature (issue 4): balance, deposit (sandbox gateway and manual bank transfer),
 * payment password and bank cards, withdrawal with its timeline, account and betting records, the
 * seamless wallet for game vendors and the operator calls. Amounts are integers of minor units
 * (wallet-rules.ts); times are ISO 8601 strings. Member calls need `Authorization: <token>`;
 * deposit and withdrawal calls also a real (type 0, 1, 2) account, else 403 NOT_REAL_ACCOUNT.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { SmsSendValue } from './account';
import { PAGE_NO_MAX, UNIX_MS_MAX } from './constants';
import { Ok } from './envelope';
import { MerchantParams } from './system';
import {
  DEPOSIT_CHANNEL_KINDS,
  DEPOSIT_ORDER_STATUSES,
  GAME_ROUND_STATUSES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  LEDGER_TRANSACTION_KINDS,
  PAYMENT_PASSWORD_PATTERN,
  RECORD_TYPES,
  RECORDS_MAX_PAGE_SIZE,
  VENDOR_RESULTS,
  VENDOR_WALLET_ACTIONS,
  WALLET_OPERATOR_PATHS,
  WALLET_PATHS,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_STEP_NAMES,
} from './wallet-rules';

/** Minor units, positive; 10^15 keeps every amount a safe JavaScript integer. */
const Amount = Type.Integer({ minimum: 1, maximum: 1_000_000_000_000_000 });
const Money = Type.Integer({ description: 'minor units' });
const Time = Type.String({ description: 'ISO 8601' });
const Id = Type.String({ pattern: '^[0-9a-f-]{36}$', description: 'UUID' });
const Paged = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), totalPages: Type.Integer(), pageNum: Type.Integer() });
/** The headers of a POST that is safe to retry: an optional Idempotency-Key (wallet-rules.ts). */
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_KEY_HEADER]: Type.Optional(Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN })),
});
const PageQuery = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NO_MAX, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: RECORDS_MAX_PAGE_SIZE })),
};

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

// ---- deposit --------------------------------------------------------------------------------

export const DepositChannel = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: Type.Enum(DEPOSIT_CHANNEL_KINDS),
  min: Money,
  max: Money,
  /** bank_transfer: the account the player pays into. */
  payee: Type.Optional(
    Type.Object({ bankName: Type.String(), accountName: Type.String(), accountNumber: Type.String() }),
  ),
});
export type DepositChannel = Static<typeof DepositChannel>;

export const DepositOrderBody = Type.Object(
  { channelId: Type.String({ maxLength: 64 }), amount: Amount },
  { additionalProperties: false },
);
export type DepositOrderBody = Static<typeof DepositOrderBody>;

export const DepositOrderCreated = Type.Object({
  orderId: Id,
  /** Where the player pays: open it in the same tab; the gateway sends the player back to /m/voucherCenter?order=<orderId>. */
  paymentUrl: Type.String(),
});
export type DepositOrderCreated = Static<typeof DepositOrderCreated>;

export const ManualDepositBody = Type.Object(
  {
    channelId: Type.String({ maxLength: 64 }),
    amount: Amount,
    /** The transfer's reference as the bank shows it. */
    reference: Type.String({ minLength: 1, maxLength: 64 }),
    payerName: Type.String({ minLength: 2, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type ManualDepositBody = Static<typeof ManualDepositBody>;

export const DepositOrder = Type.Object({
  orderId: Id,
  channelId: Type.String(),
  kind: Type.Enum(DEPOSIT_CHANNEL_KINDS),
  amount: Money,
  currency: Type.String(),
  status: Type.Enum(DEPOSIT_ORDER_STATUSES),
  /** Why the operator rejected it. */
  reason: Type.Union([Type.String(), Type.Null()]),
  reference: Type.Union([Type.String(), Type.Null()]),
  createdAt: Time,
  completedAt: Type.Union([Time, Type.Null()]),
});
export type DepositOrder = Static<typeof DepositOrder>;

export const OrderParams = Type.Object({ orderId: Id });

// ---- payment password and bank cards --------------------------------------------------------

const PaymentPassword = Type.String({ pattern: PAYMENT_PASSWORD_PATTERN, description: '6 digits' });

export const PaymentPasswordBody = Type.Object(
  { paymentPassword: PaymentPassword },
  { additionalProperties: false },
);

export const BankCard = Type.Object({
  id: Type.Integer(),
  bankName: Type.String(),
  /** Masked: '**** 1234'. */
  accountNumber: Type.String(),
  holderName: Type.String(),
  createdAt: Time,
});
export type BankCard = Static<typeof BankCard>;

/** Payment calls locked after PAYMENT_PASSWORD_MAX_FAILURES wrong payment passwords (decision 0020). */
export const PaymentLock = Type.Object({
  /** When the lock ends by itself. */
  until: Time,
  /** The member's number, masked ('+84 ****5678'), to which an unlock code can go; null: none, wait. */
  mobile: Type.Union([Type.String(), Type.Null()]),
});
export type PaymentLock = Static<typeof PaymentLock>;

export const BankCardsValue = Type.Object({
  paymentPasswordSet: Type.Boolean(),
  /** Set while payment calls are locked. */
  paymentLock: Type.Union([PaymentLock, Type.Null()]),
  cards: Type.Array(BankCard),
});
export type BankCardsValue = Static<typeof BankCardsValue>;

export const BindBankCardBody = Type.Object(
  {
    bankName: Type.String({ minLength: 2, maxLength: 64 }),
    accountNumber: Type.String({ pattern: '^\\d{6,30}$' }),
    holderName: Type.String({ minLength: 2, maxLength: 64 }),
    paymentPassword: PaymentPassword,
  },
  { additionalProperties: false },
);
export type BindBankCardBody = Static<typeof BindBankCardBody>;

/** The slider ticket (spec §5: the check before an SMS is sent). */
export const PaymentUnlockCodeBody = Type.Object(
  { ticket: Type.String({ maxLength: 128 }) },
  { additionalProperties: false },
);
export const PaymentUnlockBody = Type.Object(
  { verificationCode: Type.String({ pattern: '^\\d{1,10}$' }) },
  { additionalProperties: false },
);
export type PaymentUnlockBody = Static<typeof PaymentUnlockBody>;

/** A lock as the operator sees it: how it ended, 'time' once its 30 minutes passed. */
export const OperatorPaymentLock = Type.Object({
  memberId: Type.Integer(),
  username: Type.String(),
  lockedAt: Time,
  lockedUntil: Time,
  endedAt: Type.Union([Time, Type.Null()]),
  endedBy: Type.Union([Type.Literal('sms'), Type.Literal('time'), Type.Null()]),
});
export type OperatorPaymentLock = Static<typeof OperatorPaymentLock>;

// ---- withdrawal -----------------------------------------------------------------------------

export const WithdrawBody = Type.Object(
  { amount: Amount, bankCardId: Type.Integer({ minimum: 1 }), paymentPassword: PaymentPassword },
  { additionalProperties: false },
);
export type WithdrawBody = Static<typeof WithdrawBody>;

export const WithdrawalEvent = Type.Object({
  status: Type.Enum(WITHDRAWAL_STATUSES),
  at: Time,
  /** The reason of a rejection, or the operator's note. */
  note: Type.Union([Type.String(), Type.Null()]),
});

export const Withdrawal = Type.Object({
  id: Id,
  amount: Money,
  currency: Type.String(),
  status: Type.Enum(WITHDRAWAL_STATUSES),
  bankCard: Type.Object({ bankName: Type.String(), accountNumber: Type.String(), holderName: Type.String() }),
  createdAt: Time,
  /** Oldest first. */
  timeline: Type.Array(WithdrawalEvent),
});
export type Withdrawal = Static<typeof Withdrawal>;

export const WithdrawalsQuery = Type.Object(PageQuery);

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

// ---- operator -------------------------------------------------------------------------------

export const OperatorDepositsQuery = Type.Object({
  status: Type.Optional(Type.Enum(DEPOSIT_ORDER_STATUSES)),
});
export const OperatorDeposit = Type.Object({
  ...DepositOrder.properties,
  memberId: Type.Integer(),
  username: Type.String(),
  payerName: Type.Union([Type.String(), Type.Null()]),
});
export const DepositDecisionParams = Type.Object({
  merchantCode: MerchantParams.properties.merchantCode,
  orderId: Id,
  decision: Type.Enum(['approve', 'reject'] as const),
});
export const ReasonBody = Type.Object(
  { reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { additionalProperties: false },
);

export const OperatorWithdrawalsQuery = Type.Object({
  status: Type.Optional(Type.Enum(WITHDRAWAL_STATUSES)),
});
export const OperatorWithdrawal = Type.Object({
  ...Withdrawal.properties,
  memberId: Type.Integer(),
  username: Type.String(),
});
export const WithdrawalStepParams = Type.Object({
  merchantCode: MerchantParams.properties.merchantCode,
  withdrawalId: Id,
  step: Type.Enum(WITHDRAWAL_STEP_NAMES),
});

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
export const AdjustmentValue = Type.Object({ transactionId: Type.Integer(), balance: Money });

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
  wallet: { method: 'GET', url: WALLET_PATHS.wallet, response: Ok(WalletValue) },
  depositChannels: {
    method: 'GET',
    url: WALLET_PATHS.depositChannels,
    response: Ok(Type.Array(DepositChannel)),
  },
  createDepositOrder: {
    method: 'POST',
    url: WALLET_PATHS.depositOrders,
    headers: IdempotencyHeaders,
    body: DepositOrderBody,
    response: Ok(DepositOrderCreated),
  },
  depositOrders: { method: 'GET', url: WALLET_PATHS.depositOrders, response: Ok(Type.Array(DepositOrder)) },
  depositOrder: {
    method: 'GET',
    url: WALLET_PATHS.depositOrder,
    params: OrderParams,
    response: Ok(DepositOrder),
  },
  manualDeposit: {
    method: 'POST',
    url: WALLET_PATHS.depositManual,
    headers: IdempotencyHeaders,
    body: ManualDepositBody,
    response: Ok(DepositOrder),
  },
  setPaymentPassword: {
    method: 'POST',
    url: WALLET_PATHS.paymentPassword,
    encrypted: true,
    body: PaymentPasswordBody,
    response: Ok(Type.Null()),
  },
  paymentUnlockCode: {
    method: 'POST',
    url: WALLET_PATHS.paymentUnlockCode,
    body: PaymentUnlockCodeBody,
    response: Ok(SmsSendValue),
  },
  paymentUnlock: {
    method: 'POST',
    url: WALLET_PATHS.paymentUnlock,
    encrypted: true,
    body: PaymentUnlockBody,
    response: Ok(Type.Null()),
  },
  bankCards: { method: 'GET', url: WALLET_PATHS.bankCards, response: Ok(BankCardsValue) },
  bindBankCard: {
    method: 'POST',
    url: WALLET_PATHS.bankCards,
    encrypted: true,
    body: BindBankCardBody,
    response: Ok(BankCard),
  },
  withdraw: {
    method: 'POST',
    url: WALLET_PATHS.withdraw,
    encrypted: true,
    headers: IdempotencyHeaders,
    body: WithdrawBody,
    response: Ok(Withdrawal),
  },
  withdrawals: {
    method: 'GET',
    url: WALLET_PATHS.withdrawals,
    querystring: WithdrawalsQuery,
    response: Ok(Paged(Withdrawal)),
  },
  records: {
    method: 'GET',
    url: WALLET_PATHS.records,
    querystring: RecordsQuery,
    response: Ok(Paged(TransactionRecord)),
  },
  gameRecords: {
    method: 'GET',
    url: WALLET_PATHS.gameRecords,
    querystring: GameRecordsQuery,
    response: Ok(Paged(GameRecord)),
  },
  vendorWallet: {
    method: 'POST',
    url: WALLET_PATHS.vendorWallet,
    params: VendorWalletParams,
    body: VendorWalletBody,
    response: Ok(VendorWalletValue),
  },
} as const;

/** Operator API (Operator-Key header). */
export const walletOperatorRoutes = {
  deposits: {
    method: 'GET',
    url: WALLET_OPERATOR_PATHS.deposits,
    params: MerchantParams,
    querystring: OperatorDepositsQuery,
    response: Ok(Type.Array(OperatorDeposit)),
  },
  depositDecision: {
    method: 'POST',
    url: WALLET_OPERATOR_PATHS.depositDecision,
    params: DepositDecisionParams,
    body: ReasonBody,
    response: Ok(OperatorDeposit),
  },
  withdrawals: {
    method: 'GET',
    url: WALLET_OPERATOR_PATHS.withdrawals,
    params: MerchantParams,
    querystring: OperatorWithdrawalsQuery,
    response: Ok(Type.Array(OperatorWithdrawal)),
  },
  withdrawalStep: {
    method: 'POST',
    url: WALLET_OPERATOR_PATHS.withdrawalStep,
    params: WithdrawalStepParams,
    body: ReasonBody,
    response: Ok(OperatorWithdrawal),
  },
  paymentLocks: {
    method: 'GET',
    url: WALLET_OPERATOR_PATHS.paymentLocks,
    params: MerchantParams,
    response: Ok(Type.Array(OperatorPaymentLock)),
  },
  adjustment: {
    method: 'POST',
    url: WALLET_OPERATOR_PATHS.adjustments,
    params: MerchantParams,
    body: AdjustmentBody,
    response: Ok(AdjustmentValue),
  },
  vendor: {
    method: 'GET',
    url: WALLET_OPERATOR_PATHS.vendor,
    params: VendorParams,
    response: Ok(VendorValue),
  },
  vendorToken: {
    method: 'POST',
    url: WALLET_OPERATOR_PATHS.vendorToken,
    params: VendorParams,
    body: VendorTokenBody,
    response: Ok(VendorTokenValue),
  },
  ledgerCheck: { method: 'GET', url: WALLET_OPERATOR_PATHS.ledgerCheck, response: Ok(LedgerCheckValue) },
} as const;
