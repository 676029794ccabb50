/**
 * Operator calls of the agent centre (Operator-Key): the transfer limits of a merchant (its default)
 * and of one agent (by username). Each change is audited in operator_audit ('agent-quota:default',
 * 'agent-quota:<memberId>') in its own transaction; an unknown merchant or agent answers 404.
 */
import { agentCentreOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { SystemService } from '../system/service';
import type { AgentCentreService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const agentCentreOperatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
  agentCentre: AgentCentreService;
}> = async (app, { system, agentCentre }) => {
  const { quotas, setDefault, setAgent } = agentCentreOperatorRoutes;
  const merchantOf = async (code: string) => (await system.getMerchant(code)).config.merchantCode;

  app.get(
    quotas.url,
    {
      schema: {
        tags,
        security,
        summary: "The merchant's default agent transfer limits and each agent's own",
        params: quotas.params,
        response: { 200: quotas.response },
      },
    },
    async (request) => ok(await agentCentre.operatorQuotas(await merchantOf(request.params.merchantCode))),
  );

  app.put(
    setDefault.url,
    {
      schema: {
        tags,
        security,
        summary: "Set the merchant's default agent transfer limits (per transfer min, max; daily quota)",
        params: setDefault.params,
        body: setDefault.body,
        response: { 200: setDefault.response },
      },
    },
    async (request) => {
      const merchantCode = await merchantOf(request.params.merchantCode);
      await agentCentre.setDefaultQuota(merchantCode, request.body, operatorActionOf(request));
      return ok(await agentCentre.operatorQuotas(merchantCode));
    },
  );

  app.put(
    setAgent.url,
    {
      schema: {
        tags,
        security,
        summary: "Set one agent's own transfer limits (per transfer min, max; daily quota)",
        params: setAgent.params,
        body: setAgent.body,
        response: { 200: setAgent.response },
      },
    },
    async (request) => {
      const merchantCode = await merchantOf(request.params.merchantCode);
      await agentCentre.setAgentQuota(
        merchantCode,
        request.params.username,
        request.body,
        operatorActionOf(request),
      );
      return ok(await agentCentre.operatorQuotas(merchantCode));
    },
  );
};
