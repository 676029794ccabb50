/**
 * The withdrawals feature's plain values (no schemas): the paths and calls of the payment password
 * and its lock, bank cards and withdrawals, the withdrawal timeline and the rules both sides apply.
 * The schemas are in withdrawals.ts.
 */
import type { ApiCall } from './api-call';
import { ErrorCode } from './errors';

export const WITHDRAWALS_PATHS = {
  paymentPassword: '/wps/member/payment-password',
  /** While payment calls are locked: send an SMS code to the member's own number (slider ticket) ... */
  paymentUnlockCode: '/wps/member/payment-password/unlock-code',
  /** ... and unlock with it (encrypted body). */
  paymentUnlock: '/wps/member/payment-password/unlock',
  bankCards: '/wps/member/bank-cards',
  /** Spec §7: the withdrawal request (encrypted body). */
  withdraw: '/wps/transaction/withdraw',
  withdrawals: '/wps/transaction/withdrawals',
} as const;

/** Every call that carries the payment password has an encrypted body. */
export const WITHDRAWALS_CALLS = {
  setPaymentPassword: { method: 'POST', url: WITHDRAWALS_PATHS.paymentPassword, encrypted: true },
  paymentUnlockCode: { method: 'POST', url: WITHDRAWALS_PATHS.paymentUnlockCode },
  paymentUnlock: { method: 'POST', url: WITHDRAWALS_PATHS.paymentUnlock, encrypted: true },
  bankCards: { method: 'GET', url: WITHDRAWALS_PATHS.bankCards },
  bindBankCard: { method: 'POST', url: WITHDRAWALS_PATHS.bankCards, encrypted: true },
  withdraw: { method: 'POST', url: WITHDRAWALS_PATHS.withdraw, encrypted: true },
  withdrawals: { method: 'GET', url: WITHDRAWALS_PATHS.withdrawals },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header) of the withdrawals feature. */
export const WITHDRAWALS_OPERATOR_PATHS = {
  withdrawals: '/wps/operator/merchants/:merchantCode/withdrawals',
  withdrawalStep: '/wps/operator/merchants/:merchantCode/withdrawals/:withdrawalId/:step',
  paymentLocks: '/wps/operator/merchants/:merchantCode/payment-locks',
} as const;

/** Whole units only (no cents) for withdrawals: 150000 VND yes; 12.34 USD (1234) no. */
export const isWholeUnits = (amount: number, decimals: number): boolean => amount % 10 ** decimals === 0;

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

/** The English text of the withdrawals feature's own error codes (the shared ones: WALLET_MESSAGES). */
export const WITHDRAWALS_MESSAGES = {
  [ErrorCode.SANDBOX_CREDIT_NOT_WITHDRAWABLE]:
    'Money credited by the test payment gateway cannot be withdrawn',
  [ErrorCode.PAYMENT_PASSWORD_REQUIRED]: 'Please set a payment password first',
  [ErrorCode.PAYMENT_PASSWORD_SET]: 'The payment password is already set',
  [ErrorCode.PAYMENT_PASSWORD_WRONG]: 'The payment password is incorrect',
  [ErrorCode.PAYMENT_PASSWORD_LOCKED]: 'Too many wrong payment passwords: payment functions are locked',
  [ErrorCode.BANK_CARD_EXISTS]: 'This bank account is already bound',
  [ErrorCode.BANK_CARD_LIMIT]: 'No more bank cards can be bound',
} as const;
