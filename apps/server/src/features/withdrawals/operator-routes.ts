/**
 * Operator calls of withdrawals (Operator-Key): the list, the review, approve, pay and reject steps,
 * and the payment locks of the members (decision 0020).
 */
import { withdrawalsOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { ApprovalsService } from '../approvals/service';
import type { WithdrawalsService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const withdrawalOperatorFeature: FastifyPluginAsyncTypebox<{
  withdrawalsService: WithdrawalsService;
  approvals: ApprovalsService;
}> = async (app, { withdrawalsService, approvals }) => {
  const { withdrawals, withdrawalStep, paymentLocks } = withdrawalsOperatorRoutes;

  app.get(
    paymentLocks.url,
    {
      schema: {
        tags,
        security,
        summary:
          "A merchant's payment locks (too many wrong payment passwords), newest first, and how each ended",
        params: paymentLocks.params,
        response: { 200: paymentLocks.response },
      },
    },
    async (request) => ok(await withdrawalsService.operatorPaymentLocks(request.params.merchantCode)),
  );

  app.get(
    withdrawals.url,
    {
      schema: {
        tags,
        security,
        summary:
          "A page of a merchant's withdrawals with timelines, newest first (filter by statuses, member, time)",
        params: withdrawals.params,
        querystring: withdrawals.querystring,
        response: { 200: withdrawals.response },
      },
    },
    async (request) =>
      ok(await withdrawalsService.operatorWithdrawals(request.params.merchantCode, request.query)),
  );

  app.post(
    withdrawalStep.url,
    {
      schema: {
        tags,
        security,
        summary: 'review → approve → pay, or reject with a reason (the hold returns to the wallet)',
        params: withdrawalStep.params,
        body: withdrawalStep.body,
        response: { 200: withdrawalStep.response },
      },
    },
    async (request) => {
      const { merchantCode, withdrawalId, step } = request.params;
      const action = operatorActionOf(request);
      // Four eyes (decision 0067): the approvals feature holds a staff member's large approval.
      if (step === 'approve') {
        const requester = { ...action, staff: Boolean(request.staff) };
        return ok(
          await approvals.approveWithdrawal(merchantCode, withdrawalId, request.body.reason, requester),
        );
      }
      // A rejection also closes the withdrawal's open approval request, in its transaction.
      if (step === 'reject') {
        return ok(await approvals.rejectWithdrawal(merchantCode, withdrawalId, request.body.reason, action));
      }
      return ok(
        await withdrawalsService.step(merchantCode, withdrawalId, step, request.body.reason, action.actor),
      );
    },
  );
};
