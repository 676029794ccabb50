/**
 * Operator calls of the agents feature (Operator-Key): review applications (list by status,
 * approve, reject), the merchant's plans (list, create, patch), an agent's plan, and the
 * commission of a closed month (its statements, settle). Every write is audited in operator_audit;
 * an unknown merchant, application, plan or member answers 404.
 */
import { agentsOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { SystemService } from '../system/service';
import type { AgentsService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const agentsOperatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
  agents: AgentsService;
}> = async (app, { system, agents }) => {
  const r = agentsOperatorRoutes;
  const merchantOf = async (code: string) => (await system.getMerchant(code)).config.merchantCode;

  app.get(
    r.applications.url,
    {
      schema: {
        tags,
        security,
        summary: 'Agent applications, newest first, optionally of one status',
        params: r.applications.params,
        querystring: r.applications.querystring,
        response: { 200: r.applications.response },
      },
    },
    async (request) =>
      ok(await agents.applications(await merchantOf(request.params.merchantCode), request.query.status)),
  );

  app.post(
    r.approve.url,
    {
      schema: {
        tags,
        security,
        summary: 'Approve: the member becomes an agent with a generated affiliate code and a plan',
        params: r.approve.params,
        body: r.approve.body,
        response: { 200: r.approve.response },
      },
    },
    async (request) =>
      ok(
        await agents.approve(
          await merchantOf(request.params.merchantCode),
          request.params.applicationId,
          request.body,
          operatorActionOf(request),
        ),
      ),
  );

  app.post(
    r.reject.url,
    {
      schema: {
        tags,
        security,
        summary:
          'Reject with a reason (shown to the member) and an optional wait in days before applying again',
        params: r.reject.params,
        body: r.reject.body,
        response: { 200: r.reject.response },
      },
    },
    async (request) =>
      ok(
        await agents.reject(
          await merchantOf(request.params.merchantCode),
          request.params.applicationId,
          request.body,
          operatorActionOf(request),
        ),
      ),
  );

  app.get(
    r.plans.url,
    {
      schema: {
        tags,
        security,
        summary: "The merchant's agent plans with how many agents have each",
        params: r.plans.params,
        response: { 200: r.plans.response },
      },
    },
    async (request) => ok(await agents.plans(await merchantOf(request.params.merchantCode))),
  );

  app.post(
    r.createPlan.url,
    {
      schema: {
        tags,
        security,
        summary: 'Create an agent plan (name unique in the merchant)',
        params: r.createPlan.params,
        body: r.createPlan.body,
        response: { 200: r.createPlan.response },
      },
    },
    async (request) =>
      ok(
        await agents.createPlan(
          await merchantOf(request.params.merchantCode),
          request.body,
          operatorActionOf(request),
        ),
      ),
  );

  app.patch(
    r.patchPlan.url,
    {
      schema: {
        tags,
        security,
        summary: 'Change an agent plan (from the next computation on: settled months keep their figures)',
        params: r.patchPlan.params,
        body: r.patchPlan.body,
        response: { 200: r.patchPlan.response },
      },
    },
    async (request) =>
      ok(
        await agents.patchPlan(
          await merchantOf(request.params.merchantCode),
          request.params.planId,
          request.body,
          operatorActionOf(request),
        ),
      ),
  );

  app.put(
    r.assignPlan.url,
    {
      schema: {
        tags,
        security,
        summary: 'Give an agent a plan (replacing theirs)',
        params: r.assignPlan.params,
        body: r.assignPlan.body,
        response: { 200: r.assignPlan.response },
      },
    },
    async (request) =>
      ok(
        await agents.assignPlan(
          await merchantOf(request.params.merchantCode),
          request.params.username,
          request.body.planId,
          operatorActionOf(request),
        ),
      ),
  );

  app.get(
    r.statements.url,
    {
      schema: {
        tags,
        security,
        summary: "A settled month's commission statements",
        params: r.statements.params,
        response: { 200: r.statements.response },
      },
    },
    async (request) =>
      ok(await agents.statements(await merchantOf(request.params.merchantCode), request.params.period)),
  );

  app.post(
    r.settle.url,
    {
      schema: {
        tags,
        security,
        summary:
          'Settle a closed month: pay each agent its commission once (409 PERIOD_OPEN for an open month)',
        params: r.settle.params,
        response: { 200: r.settle.response },
      },
    },
    async (request) =>
      ok(
        await agents.settle(
          await merchantOf(request.params.merchantCode),
          request.params.period,
          operatorActionOf(request),
        ),
      ),
  );
};
