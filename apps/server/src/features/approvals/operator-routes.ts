/**
 * Operator calls of the four-eyes approvals (decision 0067): the merchant's requests, and a second
 * staff member's approval or rejection. The requests themselves come from the adjustment and
 * withdrawal routes (features/wallet, features/withdrawals), which ask the service.
 */
import { approvalsOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { SystemService } from '../system/service';
import type { ApprovalsService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const approvalsOperatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
  approvals: ApprovalsService;
}> = async (app, { system, approvals }) => {
  const { approvals: list, approve, reject } = approvalsOperatorRoutes;
  const merchantOf = async (merchantCode: string) =>
    (await system.getMerchant(merchantCode)).config.merchantCode;

  app.get(
    list.url,
    {
      schema: {
        tags,
        security,
        summary: "A merchant's four-eyes approval requests, newest first (filter by status, kind), paged",
        params: list.params,
        querystring: list.querystring,
        response: { 200: list.response },
      },
    },
    async (request) => ok(await approvals.list(await merchantOf(request.params.merchantCode), request.query)),
  );

  app.post(
    approve.url,
    {
      schema: {
        tags,
        security,
        summary:
          'A second staff member approves a request: the adjustment or withdrawal approval is made, once',
        params: approve.params,
        body: approve.body,
        response: { 200: approve.response },
      },
    },
    async (request) => {
      const { merchantCode, approvalId } = request.params;
      return ok(
        await approvals.approve(
          await merchantOf(merchantCode),
          Number(approvalId),
          operatorActionOf(request),
          request.body.reason,
        ),
      );
    },
  );

  app.post(
    reject.url,
    {
      schema: {
        tags,
        security,
        summary: 'A second staff member rejects a request, with a reason: nothing moves',
        params: reject.params,
        body: reject.body,
        response: { 200: reject.response },
      },
    },
    async (request) => {
      const { merchantCode, approvalId } = request.params;
      return ok(
        await approvals.reject(
          await merchantOf(merchantCode),
          Number(approvalId),
          operatorActionOf(request),
          request.body.reason,
        ),
      );
    },
  );
};
