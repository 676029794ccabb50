/**
 * Deposit calls of the site (/m/voucherCenter), inside the merchant scope: real accounts only. And,
 * outside it, what the gateway side uses: the signed callback and the sandbox gateway's own page.
 */
import {
  currencyDecimals,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  PAYMENTS_PATHS,
  paymentsRoutes,
} from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ApiError, ok } from '../../plugins/errors';
import type { MerchantResolver } from '../../plugins/merchant';
import { type SessionResolver, sessionOf } from '../../plugins/session';
import { captureRawJson, rawBodyOf } from '../../plugins/signed-body';
import {
  type PayLinkQuery,
  REFUSED_PAGE,
  SANDBOX_PAGE_POLICY,
  type SandboxGateway,
  type SandboxPayment,
} from './sandbox-gateway';
import type { PaymentsService } from './service';

const tags = ['deposit'];

export const depositFeature: FastifyPluginAsyncTypebox<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  const { depositChannels, createDepositOrder, depositOrders, depositOrder, manualDeposit } = paymentsRoutes;

  app.get(
    depositChannels.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary: "The merchant's deposit channels",
        response: { 200: depositChannels.response },
      },
    },
    async (request) => ok(await payments.channels(sessionOf(request).merchantCode)),
  );

  app.post(
    createDepositOrder.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary: 'Start a gateway deposit: answers the payment page to send the player to (Idempotency-Key)',
        headers: createDepositOrder.headers,
        body: createDepositOrder.body,
        response: { 200: createDepositOrder.response },
      },
    },
    async (request) =>
      ok(
        await payments.createGatewayOrder(
          sessionOf(request),
          request.merchant.config.currency,
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        ),
      ),
  );

  app.get(
    depositOrders.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary: "The member's latest deposit orders",
        response: { 200: depositOrders.response },
      },
    },
    async (request) => ok(await payments.memberOrders(sessionOf(request))),
  );

  app.get(
    depositOrder.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary: 'A deposit order and its status (the page the gateway returns to polls this)',
        params: depositOrder.params,
        response: { 200: depositOrder.response },
      },
    },
    async (request) => ok(await payments.memberOrder(sessionOf(request), request.params.orderId)),
  );

  app.post(
    manualDeposit.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary: 'Report a manual bank transfer: pending until an operator approves it (Idempotency-Key)',
        headers: manualDeposit.headers,
        body: manualDeposit.body,
        response: { 200: manualDeposit.response },
      },
    },
    async (request) =>
      ok(
        await payments.createManualOrder(
          sessionOf(request),
          request.merchant.config.currency,
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        ),
      ),
  );
};

/** A payment notice (provider.ts PaymentNotice), checked before its order is looked up. */
const PaymentNoticeBody = Type.Object({
  orderId: Type.String({ pattern: '^[0-9a-f-]{36}$' }),
  providerRef: Type.String({ maxLength: 64 }),
  amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000_000 }),
  currency: Type.String({ maxLength: 8 }),
  status: Type.Union([Type.Literal('paid'), Type.Literal('cancelled')]),
});

/** The sandbox gateway's notice to the server: signed, idempotent, outside the merchant scope. */
export const depositCallbackApi: FastifyPluginAsyncTypebox<{
  payments: PaymentsService;
  gateway: SandboxGateway;
}> = async (app, { payments, gateway }) => {
  captureRawJson(app);
  app.post(
    PAYMENTS_PATHS.depositCallbackSandbox,
    {
      config: { rateLimit: false },
      // The signature first (a stranger learns nothing about the shape), then the schema checks the
      // notice the provider read from the body, as body-encryption hands its decrypted body on.
      preValidation: async (request) => {
        request.body = gateway.provider.verifyCallback(request.headers, rawBodyOf(request));
      },
      schema: {
        tags,
        summary: "The sandbox gateway's signed payment notice (X-Sandbox-Signature)",
        body: PaymentNoticeBody,
      },
    },
    async (request) => ok(await payments.settle(request.body)),
  );
};

const PaymentParams = Type.Object({ paymentId: Type.String({ pattern: '^[0-9a-f-]{36}$' }) });
// Any text: a malformed link is refused like a wrong one, with the gateway's page, not a 400.
const PayLinkParams = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 64 })),
});
const DecisionBody = Type.Object({ action: Type.Union([Type.Literal('pay'), Type.Literal('cancel')]) });

/**
 * The gateway's own pages, as if on a foreign site: HTML, a form post, a redirect back. Only the
 * order's payer gets them: the signed link the deposit call answered, or the order's own session
 * in the Authorization header. Anyone else gets the refusal page (403) and nothing changes.
 */
export const sandboxGatewayPages: FastifyPluginAsyncTypebox<{
  gateway: SandboxGateway;
  payments: PaymentsService;
  sessions: SessionResolver;
  merchants: Pick<MerchantResolver, 'findMerchant'>;
  /** The currency's display digits (the gateway shows amounts as a person reads them). */
  decimalsOf?: (currency: string) => number;
}> = async (app, { gateway, payments, sessions, merchants, decimalsOf = currencyDecimals }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const notFound = () => new ApiError(ErrorCode.NOT_FOUND, 'No such payment');

  /** Whether the token is a live session (no password change due) of the member who made the order. */
  const isPayerSession = async (token: string | null, payment: SandboxPayment) => {
    if (!token) return false;
    const owner = await payments.orderOwner(payment.orderId);
    const merchant = owner && (await merchants.findMerchant(owner.merchantCode));
    const session = merchant && (await sessions.resolve(token, merchant));
    return Boolean(owner && session && !session.mustChangePassword && session.memberId === owner.memberId);
  };

  /** The payment and its signed link (null when the session admitted it), or null when refused. */
  const admitted = async (
    request: FastifyRequest<{ Params: { paymentId: string }; Querystring: PayLinkQuery }>,
  ) => {
    const payment = await gateway.find(request.params.paymentId);
    if (!payment) throw notFound();
    const signedLink = gateway.signedLinkOf(payment, request.query);
    if (signedLink || (await isPayerSession(request.sessionToken, payment))) return { payment, signedLink };
    return null;
  };

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', SANDBOX_PAGE_POLICY)
      .send(html);

  app.get(
    PAYMENTS_PATHS.sandboxGatewayPay,
    { schema: { hide: true, params: PaymentParams, querystring: PayLinkParams } },
    async (request, reply) => {
      const admission = await admitted(request);
      if (!admission) return page(reply, 403, REFUSED_PAGE);
      const { payment, signedLink } = admission;
      return page(reply, 200, gateway.renderPage(payment, decimalsOf(payment.currency), signedLink));
    },
  );

  app.post(
    PAYMENTS_PATHS.sandboxGatewayPay,
    { schema: { hide: true, params: PaymentParams, querystring: PayLinkParams, body: DecisionBody } },
    async (request, reply) => {
      const admission = await admitted(request);
      if (!admission) return page(reply, 403, REFUSED_PAGE);
      const decided = await gateway.decide(admission.payment.id, request.body.action);
      if (!decided) throw notFound();
      return reply.redirect(decided.returnUrl, 303);
    },
  );
};
