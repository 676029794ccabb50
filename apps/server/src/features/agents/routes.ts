/**
 * The member's agent calls (merchant scope): their agent application (read, send) — a real member
 * only, a trial account gets 403 FREE_REJECT (spec §6) — and an agent's commission, agents only
 * (403 NOT_AGENT): each agent sees their own, never another's.
 */
import { agentsRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { AgentsService } from './service';

const tags = ['agents'];

export const agentsFeature: FastifyPluginAsyncTypebox<{ agents: AgentsService }> = async (
  app,
  { agents },
) => {
  const { application, apply, commission } = agentsRoutes;

  app.get(
    application.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary:
          "The member's latest agent application, whether they are an agent and whether they may apply",
        response: { 200: application.response },
      },
    },
    async (request) => ok(await agents.application(sessionOf(request).memberId)),
  );

  app.post(
    apply.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary: 'Apply to become an agent (one open application at a time)',
        body: apply.body,
        response: { 200: apply.response },
      },
    },
    async (request) => {
      const { merchantCode, memberId } = sessionOf(request);
      return ok(await agents.apply(merchantCode, memberId, request.body));
    },
  );

  app.get(
    commission.url,
    {
      preHandler: app.requireAgent,
      schema: {
        tags,
        summary: "The agent's commission: plan, the running month from the ledger, the past months",
        response: { 200: commission.response },
      },
    },
    async (request) => {
      const { merchantCode, memberId } = sessionOf(request);
      return ok(await agents.commission(merchantCode, memberId));
    },
  );
};
