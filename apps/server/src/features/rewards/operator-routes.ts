/**
 * Operator calls of the reward centre (Operator-Key): list, create and change a merchant's rewards,
 * validated (the params of the reward's kind) and audited in operator_audit (target
 * 'reward:<id>') in the transaction of the change.
 */
import { rewardsOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { SystemService } from '../system/service';
import type { RewardsService } from './service';

const schemaOf = (summary: string) => ({ tags: ['operator'], security: [{ operatorKey: [] }], summary });

export const rewardsOperatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
  rewards: RewardsService;
}> = async (app, { system, rewards }) => {
  const { list, create, patch } = rewardsOperatorRoutes;
  /** Every call names a merchant: an unknown one is MERCHANT_UNKNOWN, not an empty list or a stray row. */
  const knownMerchant = async (request: FastifyRequest) => {
    await system.getMerchant((request.params as { merchantCode: string }).merchantCode);
  };

  app.get(
    list.url,
    {
      preHandler: knownMerchant,
      schema: {
        ...schemaOf("The merchant's rewards, in their order"),
        params: list.params,
        response: { 200: list.response },
      },
    },
    async (request) => ok(await rewards.operatorRewards(request.params.merchantCode)),
  );

  app.post(
    create.url,
    {
      preHandler: knownMerchant,
      schema: {
        ...schemaOf('Create a reward (its params are those of its kind)'),
        params: create.params,
        body: create.body,
        response: { 200: create.response },
      },
    },
    async (request) =>
      ok(await rewards.createReward(request.params.merchantCode, request.body, operatorActionOf(request))),
  );

  app.patch(
    patch.url,
    {
      preHandler: knownMerchant,
      schema: {
        ...schemaOf("Change a reward's texts, params, wagering, period, order or enabled flag"),
        params: patch.params,
        body: patch.body,
        response: { 200: patch.response },
      },
    },
    async (request) =>
      ok(
        await rewards.patchReward(
          request.params.merchantCode,
          request.params.rewardId,
          request.body,
          operatorActionOf(request),
        ),
      ),
  );
};
