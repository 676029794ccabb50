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

/**
 * The deposit page's shell (decision 0073): the build writes the page's first view (the balance
 * without its amount, the channels' title and list) as `<template data-shell-deposit>…</template>`,
 * which the server unwraps for a merchant with the list template ('base'; the 'new' template's
 * tiles are the screen's), writing its channels where the page has SHELL_DEPOSIT_SLOTS.channels.
 * Each channel is a copy of `<template data-shell-channel="chosen|other">` (the first is the chosen
 * one, as on the screen) with its name and range; the range is the build's
 * `<template data-shell-amount-range>` (the amount_range text in every language) with each
 * language's amounts.
 */
export const SHELL_DEPOSIT_ATTRIBUTE = 'data-shell-deposit';
export const SHELL_CHANNEL_ATTRIBUTE = 'data-shell-channel';
export const SHELL_AMOUNT_RANGE_ATTRIBUTE = 'data-shell-amount-range';
export const SHELL_DEPOSIT_SLOTS = {
  channels: '%deposit-channels%',
  name: '%channel-name%',
  range: '%channel-range%',
  /** amount_range's own placeholders, as every language's text has them. */
  min: '{{min}}',
  max: '{{max}}',
} as const;
