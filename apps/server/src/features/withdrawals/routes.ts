/**
 * Payment password, bank cards and withdrawals of the site (/m/withdraw): real accounts only. Every
 * call that carries the payment password takes an encrypted body (WITHDRAWALS_CALLS). The
 * calls that set or check it, or unlock them, are counted per member (AUTH_RATE_LIMIT_PER_ACCOUNT
 * per auth window, like a login per account): a guesser from many addresses meets the same counter.
 */
import { IDEMPOTENCY_KEY_HEADER, withdrawalsRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerConfig } from '../../config';
import { ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { WithdrawalsService } from './service';

const tags = ['withdraw'];

export const withdrawalFeature: FastifyPluginAsyncTypebox<{
  config: ServerConfig;
  withdrawalsService: WithdrawalsService;
}> = async (app, { config, withdrawalsService }) => {
  // One counter for all of them: the member's payment calls together.
  const paymentCallLimit = app.limitBy({
    name: 'payment:member',
    max: config.authRateLimitPerAccount,
    timeWindow: config.authRateLimitWindowMs,
    keyOf: (request) => String(sessionOf(request).memberId),
  });
  const paymentCall = [app.requireRealAccount, paymentCallLimit];
  const {
    setPaymentPassword,
    paymentUnlockCode,
    paymentUnlock,
    bankCards,
    bindBankCard,
    withdraw,
    withdrawals,
  } = withdrawalsRoutes;

  app.post(
    setPaymentPassword.url,
    {
      preHandler: paymentCall,
      schema: {
        tags,
        summary: 'Set the payment password (6 digits), once (encrypted body)',
        body: setPaymentPassword.body,
        response: { 200: setPaymentPassword.response },
      },
    },
    async (request) => {
      await withdrawalsService.setPaymentPassword(sessionOf(request), request.body.paymentPassword);
      return ok(null);
    },
  );

  app.post(
    paymentUnlockCode.url,
    {
      preHandler: paymentCall,
      schema: {
        tags,
        summary:
          "While payment calls are locked: send a code to the number on the member's account (slider ticket)",
        body: paymentUnlockCode.body,
        response: { 200: paymentUnlockCode.response },
      },
    },
    async (request) =>
      ok(
        await withdrawalsService.sendPaymentUnlockCode(
          request.merchant,
          sessionOf(request),
          request.body.ticket,
        ),
      ),
  );

  app.post(
    paymentUnlock.url,
    {
      preHandler: paymentCall,
      schema: {
        tags,
        summary: 'End the payment lock with the SMS code (encrypted body); the count starts again',
        body: paymentUnlock.body,
        response: { 200: paymentUnlock.response },
      },
    },
    async (request) => {
      await withdrawalsService.unlockPayments(sessionOf(request), request.body.verificationCode);
      return ok(null);
    },
  );

  app.get(
    bankCards.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary:
          'Bound bank cards (account numbers masked), whether a payment password is set, and the lock if any',
        response: { 200: bankCards.response },
      },
    },
    async (request) => ok(await withdrawalsService.bankCards(sessionOf(request))),
  );

  app.post(
    bindBankCard.url,
    {
      preHandler: paymentCall,
      schema: {
        tags,
        summary: 'Bind a bank card; needs the payment password (encrypted body)',
        body: bindBankCard.body,
        response: { 200: bindBankCard.response },
      },
    },
    async (request) => ok(await withdrawalsService.bindBankCard(sessionOf(request), request.body)),
  );

  app.post(
    withdraw.url,
    {
      preHandler: paymentCall,
      schema: {
        tags,
        summary: 'Request a withdrawal: the amount is held at once (encrypted body; Idempotency-Key)',
        headers: withdraw.headers,
        body: withdraw.body,
        response: { 200: withdraw.response },
      },
    },
    async (request) =>
      ok(
        await withdrawalsService.withdraw(
          sessionOf(request),
          request.merchant.config.currency,
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        ),
      ),
  );

  app.get(
    withdrawals.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary: "The member's withdrawals with their timelines, newest first",
        querystring: withdrawals.querystring,
        response: { 200: withdrawals.response },
      },
    },
    async (request) => ok(await withdrawalsService.memberWithdrawals(sessionOf(request), request.query)),
  );
};
