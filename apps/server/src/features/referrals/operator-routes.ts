/**
 * Operator calls of invite friends (Operator-Key): read and replace the merchant's REFERRAL
 * programme rules, validated by the contract's schema and audited in operator_audit (target
 * 'referral-rules') in the transaction of the change.
 */
import { referralsOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { SystemService } from '../system/service';
import type { ReferralsService } from './service';

const schemaOf = (summary: string) => ({ tags: ['operator'], security: [{ operatorKey: [] }], summary });

export const referralsOperatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
  referrals: ReferralsService;
}> = async (app, { system, referrals }) => {
  const { rules, putRules } = referralsOperatorRoutes;
  const knownMerchant = async (request: FastifyRequest) => {
    await system.getMerchant((request.params as { merchantCode: string }).merchantCode);
  };

  app.get(
    rules.url,
    {
      preHandler: knownMerchant,
      schema: {
        ...schemaOf("The merchant's REFERRAL programme rules, or null when it has none"),
        params: rules.params,
        response: { 200: rules.response },
      },
    },
    async (request) => ok(await referrals.operatorRules(request.params.merchantCode)),
  );

  app.put(
    putRules.url,
    {
      preHandler: knownMerchant,
      schema: {
        ...schemaOf(
          "Replace the merchant's REFERRAL programme rules (bonuses, qualifying deposit, window, monthly cap, wagering, texts, enabled)",
        ),
        params: putRules.params,
        body: putRules.body,
        response: { 200: putRules.response },
      },
    },
    async (request) =>
      ok(await referrals.putRules(request.params.merchantCode, request.body, operatorActionOf(request))),
  );
};
