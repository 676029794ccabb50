/**
 * The payments feature's plain values (no schemas): the paths and calls of deposits (gateway and
 * manual bank transfer), the sandbox gateway's, and their statuses. The schemas are in payments.ts.
 */
import type { ApiCall } from './api-call';
import { ErrorCode } from './errors';

export const PAYMENTS_PATHS = {
  depositChannels: '/wps/deposit/channels',
  /** POST creates a gateway payment (Idempotency-Key header); GET lists the member's recent orders. */
  depositOrders: '/wps/deposit/orders',
  depositOrder: '/wps/deposit/orders/:orderId',
  depositManual: '/wps/deposit/manual',
  /** Called by the sandbox payment gateway (signed), never by the site. */
  depositCallbackSandbox: '/wps/deposit/callback/sandbox',
  /** The sandbox gateway's payment page (server-rendered HTML, outside /wps like a foreign site). */
  sandboxGatewayPay: '/sandbox-gateway/pay/:paymentId',
} as const;

export const PAYMENTS_CALLS = {
  depositChannels: { method: 'GET', url: PAYMENTS_PATHS.depositChannels },
  createDepositOrder: { method: 'POST', url: PAYMENTS_PATHS.depositOrders },
  depositOrders: { method: 'GET', url: PAYMENTS_PATHS.depositOrders },
  depositOrder: { method: 'GET', url: PAYMENTS_PATHS.depositOrder },
  manualDeposit: { method: 'POST', url: PAYMENTS_PATHS.depositManual },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header) of the payments feature. */
export const PAYMENTS_OPERATOR_PATHS = {
  deposits: '/wps/operator/merchants/:merchantCode/deposits',
  depositDecision: '/wps/operator/merchants/:merchantCode/deposits/:orderId/:decision',
} as const;

export const DEPOSIT_CHANNEL_KINDS = ['sandbox', 'bank_transfer'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

export const DEPOSIT_ORDER_STATUSES = ['pending', 'completed', 'cancelled', 'rejected'] as const;
export type DepositOrderStatus = (typeof DEPOSIT_ORDER_STATUSES)[number];

/** The sandbox gateway signs its callbacks the way vendors sign theirs (VENDOR_SIGNATURE_HEADER). */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The English text of the payments feature's own error codes (the shared ones: WALLET_MESSAGES). */
export const PAYMENTS_MESSAGES = {
  [ErrorCode.CHANNEL_UNAVAILABLE]: 'This payment channel is not available',
} as const;
