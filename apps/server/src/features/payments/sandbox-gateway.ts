/**
 * The built-in sandbox payment gateway. It behaves like an external one and keeps its own books
 * (sandbox_gateway_payments): createPayment registers a payment and answers the URL of its payment
 * page; the player pays or cancels there; then — after the player was redirected back, not within
 * the request — the gateway posts a signed notice to the server's callback URL over real HTTP,
 * retrying until it is answered 2xx (and again after a restart for notices never delivered).
 * The server side of it is an ordinary PaymentProvider (provider.ts).
 *
 * Only the order's payer may open the payment page: the URL createPayment answers is a signed link
 * (HMAC-SHA256 with the gateway secret over the order, the payment and an expiry PAY_LINK_LIFETIME_MS
 * ahead); the routes also admit the order's own session (docs/decisions/0019).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { ErrorCode, PAYMENTS_PATHS, SANDBOX_SIGNATURE_HEADER, WALLET_MESSAGES } from '@app/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { escapeMarkup } from '../../lib/markup';
import { ApiError } from '../../plugins/errors';
import { contentSecurityPolicy, styleHashOf } from '../../plugins/security';
import { signatureHeaderOf, signatureValid } from '../../plugins/signed-body';
import type { PaymentNotice, PaymentProvider } from './provider';
import { sandboxGatewayPayments } from './tables';

/** Delays before each delivery attempt of a notice: at once, then backing off. */
const DELIVERY_DELAYS_MS = [20, 1_000, 5_000, 30_000, 120_000];
/** How long the signed link to a payment page opens it (and its Pay or Cancel form) after the order. */
export const PAY_LINK_LIFETIME_MS = 15 * 60_000;

/** The signed link's query: its expiry (unix ms) and the signature over order, payment and expiry. */
export interface PayLinkQuery {
  expires?: string;
  signature?: string;
}

/** The payment page's style: the only inline style its Content-Security-Policy allows (by hash). */
const PAGE_STYLE = `
body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 4px}p{margin:4px 0;color:#4b5563}.amount{font-size:32px;font-weight:700;color:#111827;margin:16px 0}
form{display:inline}button{font-size:16px;padding:12px 24px;border-radius:8px;border:0;margin:16px 8px 0 0;cursor:pointer}
.pay{background:#16a34a;color:#fff}.cancel{background:#e5e7eb;color:#111827}.note{font-size:12px;margin-top:24px}
`;
/** The payment page's policy: plain HTML on this site, its own style, forms back to this site. */
export const SANDBOX_PAGE_POLICY = contentSecurityPolicy({
  imageOrigins: [],
  frameOrigins: [],
  styleSources: [styleHashOf(PAGE_STYLE)],
});

export type SandboxPayment = typeof sandboxGatewayPayments.$inferSelect;

/**
 * The signature of a payment page's link: HMAC-SHA256 over the order, the payment and the expiry
 * (unix ms). The prefix keeps it from ever meaning a callback's signature (those sign `t.body`).
 */
export const payLinkSignatureOf = (
  secret: string,
  payment: Pick<SandboxPayment, 'id' | 'orderId'>,
  expires: number,
): string =>
  createHmac('sha256', secret).update(`pay-link.${payment.orderId}.${payment.id}.${expires}`).digest('hex');

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

export const createSandboxGateway = ({
  db,
  secret,
  log,
  now,
}: {
  db: Database;
  secret: string;
  log: FastifyBaseLogger;
  now: () => number;
}) => {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const find = async (paymentId: string): Promise<SandboxPayment | null> => {
    const [row] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.id, paymentId));
    return row ?? null;
  };

  const payLinkQuery = (payment: Pick<SandboxPayment, 'id' | 'orderId'>, expires: number) =>
    new URLSearchParams({
      expires: String(expires),
      signature: payLinkSignatureOf(secret, payment, expires),
    }).toString();

  const pagePath = (paymentId: string) => PAYMENTS_PATHS.sandboxGatewayPay.replace(':paymentId', paymentId);

  const schedule = (paymentId: string, attempt: number) => {
    const delay = DELIVERY_DELAYS_MS[attempt];
    if (closed || delay === undefined) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver(paymentId, attempt);
    }, delay);
    timers.add(timer);
  };

  const deliver = async (paymentId: string, attempt: number) => {
    const payment = await find(paymentId).catch(() => null);
    if (!payment || payment.status === 'created' || payment.callbackDeliveredAt) return;
    const notice: PaymentNotice = {
      orderId: payment.orderId,
      providerRef: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
    };
    const body = JSON.stringify(notice);
    try {
      const response = await fetch(payment.callbackUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signatureHeaderOf(secret, body, now()),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`callback answered HTTP ${response.status}`);
      await db
        .update(sandboxGatewayPayments)
        .set({ callbackDeliveredAt: new Date(now()) })
        .where(eq(sandboxGatewayPayments.id, paymentId));
    } catch (error) {
      log.warn({ err: error, paymentId, attempt }, 'sandbox gateway: callback not delivered, will retry');
      schedule(paymentId, attempt + 1);
    }
  };

  const provider: PaymentProvider = {
    async createPayment(order) {
      const id = randomUUID();
      await db.insert(sandboxGatewayPayments).values({
        id,
        orderId: order.orderId,
        amount: order.amount,
        currency: order.currency,
        status: 'created',
        returnUrl: order.returnUrl,
        callbackUrl: order.callbackUrl,
      });
      const query = payLinkQuery({ id, orderId: order.orderId }, now() + PAY_LINK_LIFETIME_MS);
      return { paymentUrl: `${pagePath(id)}?${query}`, providerRef: id };
    },

    verifyCallback(headers, rawBody) {
      if (!signatureValid(headers[SANDBOX_SIGNATURE_HEADER], rawBody, secret, now())) {
        throw new ApiError(ErrorCode.SIGNATURE_INVALID, WALLET_MESSAGES[ErrorCode.SIGNATURE_INVALID]);
      }
      return JSON.parse(rawBody) as PaymentNotice;
    },
  };

  return {
    provider,
    find,

    /** The query of this payment's signed link when the request carries it unexpired, else null. */
    signedLinkOf(payment: SandboxPayment, query: PayLinkQuery): string | null {
      const expires = Number(query.expires);
      const given = query.signature ?? '';
      if (!Number.isSafeInteger(expires) || expires <= now() || !/^[0-9a-f]{64}$/.test(given)) return null;
      const expected = payLinkSignatureOf(secret, payment, expires);
      return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))
        ? payLinkQuery(payment, expires)
        : null;
    },

    /** The player's choice on the payment page; only the first one counts. */
    async decide(paymentId: string, action: 'pay' | 'cancel'): Promise<SandboxPayment | null> {
      const [decided] = await db
        .update(sandboxGatewayPayments)
        .set({ status: action === 'pay' ? 'paid' : 'cancelled', decidedAt: new Date(now()) })
        .where(and(eq(sandboxGatewayPayments.id, paymentId), eq(sandboxGatewayPayments.status, 'created')))
        .returning();
      if (decided) schedule(paymentId, 0);
      return decided ?? (await find(paymentId));
    },

    /** After a restart: the notices decided but never delivered go out again. */
    async resumeDeliveries() {
      const pending = await db
        .select({ id: sandboxGatewayPayments.id })
        .from(sandboxGatewayPayments)
        .where(
          and(
            inArray(sandboxGatewayPayments.status, ['paid', 'cancelled']),
            isNull(sandboxGatewayPayments.callbackDeliveredAt),
          ),
        );
      for (const { id } of pending) schedule(id, 0);
    },

    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },

    /**
     * The payment page: plain HTML, no script (SANDBOX_PAGE_POLICY allows none), one form per choice.
     * The forms post to the signed link the page was opened with (if any), so the choice carries it.
     */
    renderPage(payment: SandboxPayment, decimals: number, signedLink: string | null): string {
      const amount = (payment.amount / 10 ** decimals).toLocaleString('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      const action = escapeMarkup(`${pagePath(payment.id)}${signedLink ? `?${signedLink}` : ''}`);
      const open = payment.status === 'created';
      return `${PAGE_HEAD}
<h1>Sandbox payment gateway</h1>
<p>Order ${escapeMarkup(payment.orderId)}</p>
<div class="amount">${escapeMarkup(amount)} ${escapeMarkup(payment.currency)}</div>
${
  open
    ? `<form method="post" action="${action}"><input type="hidden" name="action" value="pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button class="cancel" type="submit">Cancel</button></form>`
    : `<p>This payment is ${escapeMarkup(payment.status)}.</p><p><a href="${escapeMarkup(payment.returnUrl)}">Back to the site</a></p>`
}
<p class="note">Test gateway: no real money moves. The site is told asynchronously by a signed callback.</p>
</main></body></html>`;
    },
  };
};

const PAGE_HEAD = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment</title>
<style>${PAGE_STYLE}</style></head>
<body><main>`;

/** The page of a payment opened without its signed link (or with an expired one) or the payer's session. */
export const REFUSED_PAGE = `${PAGE_HEAD}
<h1>Sandbox payment gateway</h1>
<p>This payment link is not valid or has expired. Nothing was paid.</p>
<p>Go back to the site and start the deposit again.</p>
<p><a href="/m/voucherCenter">Back to the site</a></p>
</main></body></html>`;
