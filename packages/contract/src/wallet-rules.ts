/**
 * The wallet feature's plain values (no schemas), for the site and the server alike: the paths of
 * its calls, the rules both sides apply, the statuses and the English messages of its error codes.
 * The schemas are in wallet.ts. Money is always an integer of minor units (DESIGN §5): 150000 VND
 * is 150000, 12.34 USD is 1234; `decimals` says how to show it.
 */
import { ErrorCode } from './errors';

export const WALLET_PATHS = {
  /** Spec §7 Wallet (sumBalance). */
  wallet: '/wps/wallet',
  depositChannels: '/wps/deposit/channels',
  /** POST creates a gateway payment (Idempotency-Key header); GET lists the member's recent orders. */
  depositOrders: '/wps/deposit/orders',
  depositOrder: '/wps/deposit/orders/:orderId',
  depositManual: '/wps/deposit/manual',
  /** Called by the sandbox payment gateway (signed), never by the site. */
  depositCallbackSandbox: '/wps/deposit/callback/sandbox',
  /** The sandbox gateway's payment page (server-rendered HTML, outside /wps like a foreign site). */
  sandboxGatewayPay: '/sandbox-gateway/pay/:paymentId',
  paymentPassword: '/wps/member/payment-password',
  /** While payment calls are locked: send an SMS code to the member's own number (slider ticket) ... */
  paymentUnlockCode: '/wps/member/payment-password/unlock-code',
  /** ... and unlock with it (encrypted body). */
  paymentUnlock: '/wps/member/payment-password/unlock',
  bankCards: '/wps/member/bank-cards',
  /** Spec §7: the withdrawal request (encrypted body). */
  withdraw: '/wps/transaction/withdraw',
  withdrawals: '/wps/transaction/withdrawals',
  records: '/wps/transaction/records',
  gameRecords: '/wps/game/records',
  /** Seamless wallet for game vendors; :action is one of VENDOR_WALLET_ACTIONS. Signed by the vendor. */
  vendorWallet: '/wps/vendor/:vendorCode/wallet/:action',
} as const;

/** Operator API (Operator-Key header) of the wallet feature. */
export const WALLET_OPERATOR_PATHS = {
  deposits: '/wps/operator/merchants/:merchantCode/deposits',
  depositDecision: '/wps/operator/merchants/:merchantCode/deposits/:orderId/:decision',
  withdrawals: '/wps/operator/merchants/:merchantCode/withdrawals',
  withdrawalStep: '/wps/operator/merchants/:merchantCode/withdrawals/:withdrawalId/:step',
  paymentLocks: '/wps/operator/merchants/:merchantCode/payment-locks',
  adjustments: '/wps/operator/merchants/:merchantCode/adjustments',
  vendor: '/wps/operator/vendors/:vendorCode',
  vendorToken: '/wps/operator/vendors/:vendorCode/tokens',
  ledgerCheck: '/wps/operator/ledger/check',
} as const;

/**
 * The wallet calls whose body must be encrypted with encryptBody (body-encryption.ts), beside the
 * account feature's ENCRYPTED_PATHS: every call that carries the payment password.
 */
export const WALLET_ENCRYPTED_PATHS: readonly string[] = [
  WALLET_PATHS.paymentPassword,
  WALLET_PATHS.bankCards,
  WALLET_PATHS.withdraw,
  WALLET_PATHS.paymentUnlock,
];

/** The header that makes a POST safe to retry: the same key and body answer the first result. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_.:-]{8,100}$';

/** Minor-unit digits of the currencies the platform knows; any other currency has 2. */
export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = {
  VND: 0,
  IDR: 0,
  KRW: 0,
  JPY: 0,
  MMK: 0,
  KHR: 0,
  THB: 2,
  PHP: 2,
  MYR: 2,
  INR: 2,
  CNY: 2,
  USD: 2,
  USDT: 2,
};
export const currencyDecimals = (currency: string): number => CURRENCY_DECIMALS[currency] ?? 2;

/** Minor units as a display string: 1234567 VND → '1,234,567'; 1234 USD → '12.34'. */
export const formatMinorUnits = (amount: number, decimals: number, locale = 'en-US'): string =>
  (amount / 10 ** decimals).toLocaleString(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

/** Whole units only (no cents) for withdrawals: 150000 VND yes; 12.34 USD (1234) no. */
export const isWholeUnits = (amount: number, decimals: number): boolean => amount % 10 ** decimals === 0;

export const DEPOSIT_CHANNEL_KINDS = ['sandbox', 'bank_transfer'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

export const DEPOSIT_ORDER_STATUSES = ['pending', 'completed', 'cancelled', 'rejected'] as const;
export type DepositOrderStatus = (typeof DEPOSIT_ORDER_STATUSES)[number];

/**
 * Withdrawal timeline: submitted → reviewing → approved → paid, or rejected (with a reason, the held
 * amount back in the wallet) from any step before paid.
 */
export const WITHDRAWAL_STATUSES = ['submitted', 'reviewing', 'approved', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_TRANSITIONS: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = {
  submitted: ['reviewing', 'rejected'],
  reviewing: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};
/** The operator's steps and the status each leads to. */
export const WITHDRAWAL_STEPS = {
  review: 'reviewing',
  approve: 'approved',
  pay: 'paid',
  reject: 'rejected',
} as const;
export type WithdrawalStep = keyof typeof WITHDRAWAL_STEPS;
export const WITHDRAWAL_STEP_NAMES = [
  'review',
  'approve',
  'pay',
  'reject',
] as const satisfies readonly WithdrawalStep[];

/** Defaults of a merchant without wallet settings of its own (minor units of its currency). */
export const DEFAULT_WITHDRAWAL_LIMITS = { min: 100_000, max: 500_000_000 } as const;
export const MAX_BANK_CARDS = 5;
export const PAYMENT_PASSWORD_PATTERN = '^\\d{6}$';
/**
 * Consecutive wrong payment passwords of a member that lock the calls which check it (bank card
 * binding, withdrawal) for PAYMENT_LOCK_MINUTES, or until an SMS code to the member's number
 * unlocks them; a right password before the limit starts the count again (docs/decisions/0020).
 */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_LOCK_MINUTES = 30;

/** Bank account numbers leave the server masked: only the last 4 digits show. */
export const maskAccountNumber = (accountNumber: string): string =>
  `**** ${accountNumber.slice(-4).padStart(4, '*')}`;

/** What the account record filters by, and the ledger transaction kinds each type shows. */
export const RECORD_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'bonus',
  'adjustment',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const LEDGER_TRANSACTION_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
  'bet',
  'win',
  'rollback',
  'bonus',
  'adjustment',
  'reversal',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

export const RECORD_TYPE_KINDS: Readonly<Record<RecordType, readonly LedgerTransactionKind[]>> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_hold', 'withdrawal_release', 'withdrawal_paid'],
  bet: ['bet'],
  win: ['win'],
  rollback: ['rollback'],
  bonus: ['bonus'],
  adjustment: ['adjustment', 'reversal'],
};
export const recordTypeOf = (kind: LedgerTransactionKind): RecordType =>
  (Object.keys(RECORD_TYPE_KINDS) as RecordType[]).find((type) => RECORD_TYPE_KINDS[type].includes(kind)) ??
  'adjustment';

export const RECORDS_DEFAULT_PAGE_SIZE = 20;
export const RECORDS_MAX_PAGE_SIZE = 100;

export const GAME_ROUND_STATUSES = ['open', 'settled', 'rolled_back'] as const;
export type GameRoundStatus = (typeof GAME_ROUND_STATUSES)[number];

/** Seamless wallet (vendor API). */
export const VENDOR_WALLET_ACTIONS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type VendorWalletAction = (typeof VENDOR_WALLET_ACTIONS)[number];
/** `X-Vendor-Signature: t=<unix ms>,v1=<hex HMAC-SHA256(secret, t + '.' + raw body)>`. */
export const VENDOR_SIGNATURE_HEADER = 'x-vendor-signature';
/** The sandbox gateway signs its callbacks the same way. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A signed call whose timestamp is further than this from the server clock is refused. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60_000;
/**
 * Answers of a vendor call that succeeded: OK moved money; DUPLICATE is a repeat of a transaction id
 * already applied (the first result, nothing moved again); BET_NOT_FOUND and ALREADY_ROLLED_BACK are
 * rollbacks that had nothing to undo (nothing moved).
 */
export const VENDOR_RESULTS = ['OK', 'DUPLICATE', 'BET_NOT_FOUND', 'ALREADY_ROLLED_BACK'] as const;
export type VendorResult = (typeof VENDOR_RESULTS)[number];

/** The English text of every wallet error code. */
export const WALLET_MESSAGES = {
  [ErrorCode.NOT_REAL_ACCOUNT]: 'Please login an actual account to use this function',
  [ErrorCode.INSUFFICIENT_BALANCE]: 'Insufficient balance',
  [ErrorCode.SANDBOX_CREDIT_NOT_WITHDRAWABLE]:
    'Money credited by the test payment gateway cannot be withdrawn',
  [ErrorCode.IDEMPOTENCY_CONFLICT]: 'This idempotency key was used for a different request',
  [ErrorCode.AMOUNT_OUT_OF_RANGE]: 'The amount is outside the allowed range',
  [ErrorCode.CHANNEL_UNAVAILABLE]: 'This payment channel is not available',
  [ErrorCode.PAYMENT_PASSWORD_REQUIRED]: 'Please set a payment password first',
  [ErrorCode.PAYMENT_PASSWORD_SET]: 'The payment password is already set',
  [ErrorCode.PAYMENT_PASSWORD_WRONG]: 'The payment password is incorrect',
  [ErrorCode.PAYMENT_PASSWORD_LOCKED]: 'Too many wrong payment passwords: payment functions are locked',
  [ErrorCode.BANK_CARD_EXISTS]: 'This bank account is already bound',
  [ErrorCode.BANK_CARD_LIMIT]: 'No more bank cards can be bound',
  [ErrorCode.ILLEGAL_TRANSITION]: 'This step is not possible in the current status',
  [ErrorCode.SIGNATURE_INVALID]: 'The signature is missing, stale or wrong',
  [ErrorCode.PLAYER_TOKEN_INVALID]: 'Unknown player token',
} as const;
