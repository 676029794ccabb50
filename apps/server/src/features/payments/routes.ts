/**
 * Deposit calls of the site (/m/voucherCenter), inside the merchant scope: real accounts only. And,
 * outside it, what the gateway side uses: the signed callback and the sandbox gateway's own page.
 */
import {
  currencyDecimals,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  WALLET_PATHS,
  walletRoutes,
} from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { FeatureContext } from '../../app';
import { ApiError } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import { captureRawJson, rawBodyOf } from '../../plugins/signed-body';
import { requireRealAccount } from '../wallet/real-account';
import type { SandboxGateway } from './sandbox-gateway';
import type { PaymentsService } from './service';

const tags = ['deposit'];
const ok = <T>(value: T) => ({ success: true as const, value });
const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_KEY_HEADER]: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{8,100}$' })),
});

export const depositFeature: FastifyPluginAsyncTypebox<FeatureContext> = async (app, { payments }) => {
  const realAccount = requireRealAccount(app);
  const { depositChannels, createDepositOrder, depositOrders, depositOrder, manualDeposit } = walletRoutes;

  app.get(
    depositChannels.url,
    {
      preHandler: realAccount,
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
      preHandler: realAccount,
      schema: {
        tags,
        summary: 'Start a gateway deposit: answers the payment page to send the player to (Idempotency-Key)',
        headers: IdempotencyHeaders,
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
      preHandler: realAccount,
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
      preHandler: realAccount,
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
      preHandler: realAccount,
      schema: {
        tags,
        summary: 'Report a manual bank transfer: pending until an operator approves it (Idempotency-Key)',
        headers: IdempotencyHeaders,
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
    WALLET_PATHS.depositCallbackSandbox,
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
const DecisionBody = Type.Object({ action: Type.Union([Type.Literal('pay'), Type.Literal('cancel')]) });

/** The gateway's own pages, as if on a foreign site: HTML, a form post, a redirect back. */
export const sandboxGatewayPages: FastifyPluginAsyncTypebox<{
  gateway: SandboxGateway;
  /** The currency's display digits (the gateway shows amounts as a person reads them). */
  decimalsOf?: (currency: string) => number;
}> = async (app, { gateway, decimalsOf = currencyDecimals }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const notFound = () => new ApiError(ErrorCode.NOT_FOUND, 'No such payment');

  app.get(
    WALLET_PATHS.sandboxGatewayPay,
    { schema: { hide: true, params: PaymentParams } },
    async (request, reply) => {
      const payment = await gateway.find(request.params.paymentId);
      if (!payment) throw notFound();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(gateway.renderPage(payment, decimalsOf(payment.currency)));
    },
  );

  app.post(
    WALLET_PATHS.sandboxGatewayPay,
    { schema: { hide: true, params: PaymentParams, body: DecisionBody } },
    async (request, reply) => {
      const payment = await gateway.decide(request.params.paymentId, request.body.action);
      if (!payment) throw notFound();
      return reply.redirect(payment.returnUrl, 303);
    },
  );
};
