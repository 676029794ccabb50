/**
 * What the deposit flow needs of a payment provider (docs/decisions/0012). A real provider's
 * adapter implements this and is registered beside the sandbox one; the rest of the flow — orders,
 * idempotent crediting through the ledger, the player's return — stays as it is.
 *
 *   createPayment: ask the provider for a payment of an order; the player is sent to paymentUrl
 *     and, when done, back to order.returnUrl. providerRef is the provider's id of the payment.
 *   verifyCallback: the provider's asynchronous notice, given the request headers and the EXACT raw
 *     body. It must check authenticity (signature, timestamp) and throw ApiError SIGNATURE_INVALID
 *     otherwise; it answers what the provider says happened. The caller credits at most once,
 *     whatever the number of notices (the ledger key is `deposit:<orderId>`).
 */
export interface PaymentOrder {
  orderId: string;
  amount: number;
  currency: string;
  /** Relative to the site: where the provider sends the player back. */
  returnUrl: string;
  /** Absolute: where the provider posts its notice. */
  callbackUrl: string;
}

export interface CreatedPayment {
  paymentUrl: string;
  providerRef: string;
}

export interface PaymentNotice {
  orderId: string;
  providerRef: string;
  amount: number;
  currency: string;
  status: 'paid' | 'cancelled';
}

export interface PaymentProvider {
  createPayment(order: PaymentOrder): Promise<CreatedPayment>;
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): PaymentNotice;
}
