/**
 * The withdrawals feature (issue 4): the payment password and its lock (decision 0020), bank
 * cards, withdrawals with their timeline, and the operator's steps. Real accounts only (403
 * NOT_REAL_ACCOUNT otherwise); every call that carries the payment password has an encrypted body
 * (WITHDRAWALS_CALLS), whose plaintext JSON is the schema below.
 */
import Type, { type Static } from 'typebox';
import { SmsSendValue } from './account';
import { Ok } from './envelope';
import {
  Amount,
  Id,
  IdempotencyHeaders,
  Money,
  MoneyQueueQuery,
  Paged,
  PageQuery,
  ReasonBody,
  Time,
} from './money-schemas';
import { OperatorPage } from './operator-page';
import { MerchantParams } from './system';
import {
  PAYMENT_PASSWORD_PATTERN,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_STEP_NAMES,
  WITHDRAWALS_CALLS,
  WITHDRAWALS_OPERATOR_PATHS,
} from './withdrawals-rules';

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

// ---- operator -------------------------------------------------------------------------------

export const OperatorWithdrawalsQuery = MoneyQueueQuery(WITHDRAWAL_STATUSES);
export type OperatorWithdrawalsQuery = Static<typeof OperatorWithdrawalsQuery>;
export const OperatorWithdrawal = Type.Object({
  ...Withdrawal.properties,
  memberId: Type.Integer(),
  username: Type.String(),
  /**
   * Four eyes (decision 0067): on the answer of a staff member's approve step above the merchant's
   * approval threshold, the approval request it left instead of approving; the withdrawal stays
   * where it was until a second staff member approves the request.
   */
  awaitingApproval: Type.Optional(Type.Object({ approvalId: Type.Integer(), requestedBy: Type.String() })),
});
export type OperatorWithdrawal = Static<typeof OperatorWithdrawal>;
export const WithdrawalStepParams = Type.Object({
  merchantCode: MerchantParams.properties.merchantCode,
  withdrawalId: Id,
  step: Type.Enum(WITHDRAWAL_STEP_NAMES),
});

// ---- the routes -------------------------------------------------------------------------------

export const withdrawalsRoutes = {
  setPaymentPassword: {
    ...WITHDRAWALS_CALLS.setPaymentPassword,
    body: PaymentPasswordBody,
    response: Ok(Type.Null()),
  },
  paymentUnlockCode: {
    ...WITHDRAWALS_CALLS.paymentUnlockCode,
    body: PaymentUnlockCodeBody,
    response: Ok(SmsSendValue),
  },
  paymentUnlock: { ...WITHDRAWALS_CALLS.paymentUnlock, body: PaymentUnlockBody, response: Ok(Type.Null()) },
  bankCards: { ...WITHDRAWALS_CALLS.bankCards, response: Ok(BankCardsValue) },
  bindBankCard: { ...WITHDRAWALS_CALLS.bindBankCard, body: BindBankCardBody, response: Ok(BankCard) },
  withdraw: {
    ...WITHDRAWALS_CALLS.withdraw,
    headers: IdempotencyHeaders,
    body: WithdrawBody,
    response: Ok(Withdrawal),
  },
  withdrawals: {
    ...WITHDRAWALS_CALLS.withdrawals,
    querystring: WithdrawalsQuery,
    response: Ok(Paged(Withdrawal)),
  },
} as const;

/** Operator API (Operator-Key header). */
export const withdrawalsOperatorRoutes = {
  withdrawals: {
    method: 'GET',
    url: WITHDRAWALS_OPERATOR_PATHS.withdrawals,
    params: MerchantParams,
    querystring: OperatorWithdrawalsQuery,
    response: Ok(OperatorPage(OperatorWithdrawal)),
  },
  withdrawalStep: {
    method: 'POST',
    url: WITHDRAWALS_OPERATOR_PATHS.withdrawalStep,
    params: WithdrawalStepParams,
    body: ReasonBody,
    response: Ok(OperatorWithdrawal),
  },
  paymentLocks: {
    method: 'GET',
    url: WITHDRAWALS_OPERATOR_PATHS.paymentLocks,
    params: MerchantParams,
    response: Ok(Type.Array(OperatorPaymentLock)),
  },
} as const;
