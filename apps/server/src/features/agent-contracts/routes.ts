/**
 * The agent's contract calls (merchant scope): the contract check (spec §3 flags, §7 "contract
 * requests GET with token"; a session is required, its answer says what to prompt), each kind's
 * live contract and the answer to an offer (agents only: 403 NOT_AGENT 'Non-agents cannot log in').
 */
import { agentContractsRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { AgentContractsService, ContractAgent } from './service';

const tags = ['agent-contracts'];

const agentOf = (request: FastifyRequest): ContractAgent => {
  const { merchantCode, memberId, type } = sessionOf(request);
  return { merchantCode, memberId, type };
};

export const agentContractsFeature: FastifyPluginAsyncTypebox<{
  agentContracts: AgentContractsService;
}> = async (app, { agentContracts }) => {
  const { check, contract, accept, decline } = agentContractsRoutes;

  app.get(
    check.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary:
          'The contract check after login (spec §4): each flag true while an offer of its kind waits; all false when AGENTPOLICY3 is off or the type is not prompted',
        response: { 200: check.response },
      },
    },
    async (request) => ok(await agentContracts.check(request.merchant.config, agentOf(request))),
  );

  app.get(
    contract.url,
    {
      preHandler: app.requireAgent,
      schema: {
        tags,
        summary:
          "The agent's live contract of a kind (offered or accepted) with its terms and payouts, or null",
        params: contract.params,
        response: { 200: contract.response },
      },
    },
    async (request) => ok(await agentContracts.contract(agentOf(request), request.params.kind)),
  );

  app.post(
    accept.url,
    {
      preHandler: app.requireAgent,
      schema: {
        tags,
        summary: "Accept one's own offered contract (again answers the same)",
        params: accept.params,
        response: { 200: accept.response },
      },
    },
    async (request) =>
      ok(await agentContracts.answer(agentOf(request), Number(request.params.contractId), 'accepted')),
  );

  app.post(
    decline.url,
    {
      preHandler: app.requireAgent,
      schema: {
        tags,
        summary: "Decline one's own offered contract (again answers the same; an accepted one is refused)",
        params: decline.params,
        response: { 200: decline.response },
      },
    },
    async (request) =>
      ok(await agentContracts.answer(agentOf(request), Number(request.params.contractId), 'declined')),
  );
};
