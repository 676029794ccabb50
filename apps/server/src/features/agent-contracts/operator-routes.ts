/**
 * Operator calls of the agent contracts (Operator-Key): offer a contract to an agent, list, withdraw
 * an offer, end an accepted contract, settle a closed period. Every write is audited in
 * operator_audit (target 'agent-contract:<id>', a settlement 'agent-contract-settlement:<kind>:<period>').
 */
import { agentContractsOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { SystemService } from '../system/service';
import type { AgentContractsService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const agentContractsOperatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
  agentContracts: AgentContractsService;
}> = async (app, { system, agentContracts }) => {
  const { offer, list, withdraw, end, settle } = agentContractsOperatorRoutes;
  const merchantOf = async (merchantCode: string) => (await system.getMerchant(merchantCode)).config;

  app.post(
    offer.url,
    {
      schema: {
        tags,
        security,
        summary:
          'Offer an agent a contract (daily salary, dividend, hourly salary) with its tiers; one live per kind',
        params: offer.params,
        body: offer.body,
        response: { 200: offer.response },
      },
    },
    async (request) => {
      const { merchantCode } = await merchantOf(request.params.merchantCode);
      return ok(await agentContracts.offer(merchantCode, request.body, operatorActionOf(request)));
    },
  );

  app.get(
    list.url,
    {
      schema: {
        tags,
        security,
        summary:
          "The merchant's contracts, newest first (at most 500), by kind, status or agent, with payouts",
        params: list.params,
        querystring: list.querystring,
        response: { 200: list.response },
      },
    },
    async (request) => {
      const { merchantCode } = await merchantOf(request.params.merchantCode);
      return ok(await agentContracts.list(merchantCode, request.query));
    },
  );

  app.post(
    withdraw.url,
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw an offered contract (again answers the same)',
        params: withdraw.params,
        response: { 200: withdraw.response },
      },
    },
    async (request) => {
      const { merchantCode } = await merchantOf(request.params.merchantCode);
      const id = Number(request.params.contractId);
      return ok(await agentContracts.close(merchantCode, id, 'withdrawn', operatorActionOf(request)));
    },
  );

  app.post(
    end.url,
    {
      schema: {
        tags,
        security,
        summary: 'End an accepted contract (its settled periods stay; again answers the same)',
        params: end.params,
        response: { 200: end.response },
      },
    },
    async (request) => {
      const { merchantCode } = await merchantOf(request.params.merchantCode);
      const id = Number(request.params.contractId);
      return ok(await agentContracts.close(merchantCode, id, 'ended', operatorActionOf(request)));
    },
  );

  app.post(
    settle.url,
    {
      schema: {
        tags,
        security,
        summary:
          'Settle a closed period (2026-11-25, 2026-11-25T13, 2026-11-1H/2H) of a kind: each contract in force is paid its tier once',
        params: settle.params,
        body: settle.body,
        response: { 200: settle.response },
      },
    },
    async (request) =>
      ok(
        await agentContracts.settle(
          await merchantOf(request.params.merchantCode),
          request.body,
          operatorActionOf(request),
        ),
      ),
  );
};
