/**
 * The agent centre's calls (spec §7 agent endpoint group): KPI A and B, the downline, the affiliate
 * links, the transfer quota, transfers to the downline and their history. Every call needs an
 * agent's session (visitor 401; a member who is not an agent 403 NOT_AGENT) and answers only about
 * the calling agent's own downline.
 */
import { agentCentreRoutes, IDEMPOTENCY_KEY_HEADER } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { AgentCentreService } from './service';

const tags = ['agent'];

export const agentCentreFeature: FastifyPluginAsyncTypebox<{ agentCentre: AgentCentreService }> = async (
  app,
  { agentCentre },
) => {
  const { kpi, downline, links, quota, transfer, transfers } = agentCentreRoutes;

  app.get(
    kpi.url,
    {
      preHandler: app.requireAgent,
      schema: {
        tags,
        summary: "KPI A (the period) and KPI B (the period before) of the agent's downline, from the ledger",
        querystring: kpi.querystring,
        response: { 200: kpi.response },
      },
    },
    async (request) =>
      ok(await agentCentre.kpi(request.merchant.config, sessionOf(request), request.query.period ?? 'today')),
  );

  app.get(
    downline.url,
    {
      preHandler: app.requireAgent,
      schema: {
        tags,
        summary: "The agent's downline with each member's figures in the period: search, sort, 25 a page",
        querystring: downline.querystring,
        response: { 200: downline.response },
      },
    },
    async (request) =>
      ok(await agentCentre.downline(request.merchant.config, sessionOf(request), request.query)),
  );

  app.get(
    links.url,
    {
      preHandler: app.requireAgent,
      schema: {
        tags,
        summary: "The agent's affiliate code and a registration link per domain of the merchant",
        response: { 200: links.response },
      },
    },
    async (request) => ok(await agentCentre.links(request.merchant.config, sessionOf(request))),
  );

  app.get(
    quota.url,
    {
      preHandler: app.requireAgent,
      schema: {
        tags,
        summary: "The agent's transfer limits, today's quota left, balance and what may be transferred",
        response: { 200: quota.response },
      },
    },
    async (request) => ok(await agentCentre.quota(request.merchant.config, sessionOf(request))),
  );

  app.post(
    transfer.url,
    {
      preHandler: app.requireAgent,
      schema: {
        tags,
        summary:
          'Transfer from the agent to a downline member (payment password, limits, daily quota); the same Idempotency-Key again answers the first transfer',
        headers: transfer.headers,
        body: transfer.body,
        response: { 200: transfer.response },
      },
    },
    async (request) =>
      ok(
        await agentCentre.transfer(
          request.merchant.config,
          sessionOf(request),
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        ),
      ),
  );

  app.get(
    transfers.url,
    {
      preHandler: app.requireAgent,
      schema: {
        tags,
        summary: "The agent's transfers to their downline, newest first, paged",
        querystring: transfers.querystring,
        response: { 200: transfers.response },
      },
    },
    async (request) => ok(await agentCentre.transfers(sessionOf(request), request.query)),
  );
};
