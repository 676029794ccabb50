/**
 * The payments feature (issue 4): deposit channels, gateway deposits (the sandbox gateway in demo
 * mode) and manual bank transfers, and the operator's decisions on them. Real accounts only
 * (403 NOT_REAL_ACCOUNT otherwise); amounts in minor units (wallet-rules.ts).
 */
import Type, { type Static } from 'typebox';
import { Ok } from './envelope';
import { Amount, Id, IdempotencyHeaders, Money, MoneyQueueQuery, ReasonBody, Time } from './money-schemas';
import { OperatorPage } from './operator-page';
import {
  DEPOSIT_CHANNEL_KINDS,
  DEPOSIT_ORDER_STATUSES,
  PAYMENTS_CALLS,
  PAYMENTS_OPERATOR_PATHS,
} from './payments-rules';
import { MerchantParams } from './system';

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

// ---- operator -------------------------------------------------------------------------------

export const OperatorDepositsQuery = MoneyQueueQuery(DEPOSIT_ORDER_STATUSES);
export type OperatorDepositsQuery = Static<typeof OperatorDepositsQuery>;
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

// ---- the routes -------------------------------------------------------------------------------

export const paymentsRoutes = {
  depositChannels: { ...PAYMENTS_CALLS.depositChannels, response: Ok(Type.Array(DepositChannel)) },
  createDepositOrder: {
    ...PAYMENTS_CALLS.createDepositOrder,
    headers: IdempotencyHeaders,
    body: DepositOrderBody,
    response: Ok(DepositOrderCreated),
  },
  depositOrders: { ...PAYMENTS_CALLS.depositOrders, response: Ok(Type.Array(DepositOrder)) },
  depositOrder: { ...PAYMENTS_CALLS.depositOrder, params: OrderParams, response: Ok(DepositOrder) },
  manualDeposit: {
    ...PAYMENTS_CALLS.manualDeposit,
    headers: IdempotencyHeaders,
    body: ManualDepositBody,
    response: Ok(DepositOrder),
  },
} as const;

/** Operator API (Operator-Key header). */
export const paymentsOperatorRoutes = {
  deposits: {
    method: 'GET',
    url: PAYMENTS_OPERATOR_PATHS.deposits,
    params: MerchantParams,
    querystring: OperatorDepositsQuery,
    response: Ok(OperatorPage(OperatorDeposit)),
  },
  depositDecision: {
    method: 'POST',
    url: PAYMENTS_OPERATOR_PATHS.depositDecision,
    params: DepositDecisionParams,
    body: ReasonBody,
    response: Ok(OperatorDeposit),
  },
} as const;
