/** Operator calls of deposits (Operator-Key): the list, and approving or rejecting a manual transfer. */
import { paymentsOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import type { PaymentsService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const depositOperatorFeature: FastifyPluginAsyncTypebox<{
  payments: PaymentsService;
}> = async (app, { payments }) => {
  const { deposits, depositDecision } = paymentsOperatorRoutes;

  app.get(
    deposits.url,
    {
      schema: {
        tags,
        security,
        summary: "A page of a merchant's deposit orders, newest first (filter by statuses, member, time)",
        params: deposits.params,
        querystring: deposits.querystring,
        response: { 200: deposits.response },
      },
    },
    async (request) => ok(await payments.operatorOrders(request.params.merchantCode, request.query)),
  );

  app.post(
    depositDecision.url,
    {
      schema: {
        tags,
        security,
        summary: 'Approve (credit once) or reject (with a reason) a pending manual bank transfer',
        params: depositDecision.params,
        body: depositDecision.body,
        response: { 200: depositDecision.response },
      },
    },
    async (request) => {
      const { merchantCode, orderId, decision } = request.params;
      return ok(await payments.decide(merchantCode, orderId, decision, request.body.reason));
    },
  );
};
