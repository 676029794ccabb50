/**
 * The wallet feature's plain values (no schemas), for the site and the server alike: the paths and
 * calls of the balance, the account record and the ledger's operator calls, and what every money
 * feature (payments, withdrawals, vendor-wallet) shares: minor units, idempotency, signatures and
 * the messages of the error codes they have in common. The schemas are in wallet.ts. Money is always
 * an integer of minor units (DESIGN §5): 150000 VND is 150000, 12.34 USD is 1234; `decimals` says
 * how to show it.
 */
import type { ApiCall } from './api-call';
import { ErrorCode } from './errors';

export const WALLET_PATHS = {
  /** Spec §7 Wallet (sumBalance). */
  wallet: '/wps/wallet',
  records: '/wps/transaction/records',
} as const;

export const WALLET_CALLS = {
  wallet: { method: 'GET', url: WALLET_PATHS.wallet },
  records: { method: 'GET', url: WALLET_PATHS.records },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header) of the wallet feature. */
export const WALLET_OPERATOR_PATHS = {
  adjustments: '/wps/operator/merchants/:merchantCode/adjustments',
  ledgerCheck: '/wps/operator/ledger/check',
  /**
   * GET (every role): the merchant's withdrawal limits and approval threshold (four eyes, decision
   * 0067); PUT: an admin changes them, audited.
   */
  settings: '/wps/operator/merchants/:merchantCode/wallet-settings',
} as const;

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

/** What the account record filters by, and the ledger transaction kinds each type shows. */
export const RECORD_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'bonus',
  'commission',
  'transfer',
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
  /** An agent's pay: commission on the downline's play, a contract's salary or dividend (from the house). */
  'commission',
  /** An agent's transfer from their own wallet to a downline member's (issue 16). */
  'transfer',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

export const RECORD_TYPE_KINDS: Readonly<Record<RecordType, readonly LedgerTransactionKind[]>> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_hold', 'withdrawal_release', 'withdrawal_paid'],
  bet: ['bet'],
  win: ['win'],
  rollback: ['rollback'],
  bonus: ['bonus'],
  commission: ['commission'],
  transfer: ['transfer'],
  adjustment: ['adjustment', 'reversal'],
};
export const recordTypeOf = (kind: LedgerTransactionKind): RecordType =>
  (Object.keys(RECORD_TYPE_KINDS) as RecordType[]).find((type) => RECORD_TYPE_KINDS[type].includes(kind)) ??
  'adjustment';

export const RECORDS_DEFAULT_PAGE_SIZE = 20;
export const RECORDS_MAX_PAGE_SIZE = 100;

/**
 * Vendors and the sandbox payment gateway sign their calls (VENDOR_SIGNATURE_HEADER,
 * SANDBOX_SIGNATURE_HEADER): a signed call whose timestamp is further than this from the server
 * clock is refused.
 */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60_000;

/**
 * The English text of the error codes the money features share: the ledger's, the real-account
 * guard of every money call, amounts, idempotency, operator steps and signatures. Each feature's
 * own codes are in its rules (PAYMENTS_MESSAGES, WITHDRAWALS_MESSAGES, VENDOR_WALLET_MESSAGES).
 */
export const WALLET_MESSAGES = {
  [ErrorCode.NOT_REAL_ACCOUNT]: 'Please login an actual account to use this function',
  [ErrorCode.INSUFFICIENT_BALANCE]: 'Insufficient balance',
  [ErrorCode.IDEMPOTENCY_CONFLICT]: 'This idempotency key was used for a different request',
  [ErrorCode.AMOUNT_OUT_OF_RANGE]: 'The amount is outside the allowed range',
  [ErrorCode.ILLEGAL_TRANSITION]: 'This step is not possible in the current status',
  [ErrorCode.SIGNATURE_INVALID]: 'The signature is missing, stale or wrong',
} as const;
