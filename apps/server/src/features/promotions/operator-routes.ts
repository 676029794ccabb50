/**
 * Operator calls of the promotions (Operator-Key): every promotion of a merchant, live or not;
 * create one; change one. Each write is audited in operator_audit (target 'promotion:<id>') in
 * its own transaction; an unknown merchant or promotion answers 404.
 */
import { ErrorCode, promotionsOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { OperatorMerchant, PromotionsService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const promotionsOperatorFeature: FastifyPluginAsyncTypebox<{
  promotions: PromotionsService;
  /**
   * The origins the merchant's pages load pictures from (its imageCDNs, which the page's
   * Content-Security-Policy lists); MERCHANT_UNKNOWN for an unknown merchant (the system feature's).
   */
  imageOriginsOf: (merchantCode: string) => Promise<string[]>;
  /** The ids of the merchant's rewards: the reward centre's. */
  rewardIdsOf: (merchantCode: string) => Promise<string[]>;
}> = async (app, { promotions, imageOriginsOf, rewardIdsOf }) => {
  const knownMerchant = async (merchantCode: string): Promise<OperatorMerchant> => {
    const imageOrigins = await imageOriginsOf(merchantCode);
    return { merchantCode, imageOrigins, rewardIds: await rewardIdsOf(merchantCode) };
  };
  const { list, create, patch } = promotionsOperatorRoutes;

  app.get(
    list.url,
    {
      schema: {
        tags,
        security,
        summary: "A merchant's promotions, live or not, in every language",
        params: list.params,
        response: { 200: list.response },
      },
    },
    async (request) =>
      ok({
        list: await promotions.operatorList((await knownMerchant(request.params.merchantCode)).merchantCode),
      }),
  );

  app.post(
    create.url,
    {
      schema: {
        tags,
        security,
        summary: 'Create a promotion (content sanitized; without a picture one is drawn)',
        params: create.params,
        body: create.body,
        response: { 200: create.response },
      },
    },
    async (request) =>
      ok(
        await promotions.create(
          await knownMerchant(request.params.merchantCode),
          request.body,
          operatorActionOf(request),
        ),
      ),
  );

  app.patch(
    patch.url,
    {
      schema: {
        tags,
        security,
        summary: 'Change a promotion: the fields given; texts replace the languages given',
        params: patch.params,
        body: patch.body,
        response: { 200: patch.response },
      },
    },
    async (request) => {
      const { merchantCode, promotionId } = request.params;
      const changed = await promotions.patch(
        await knownMerchant(merchantCode),
        promotionId,
        request.body,
        operatorActionOf(request),
      );
      if (!changed) throw new ApiError(ErrorCode.NOT_FOUND, `No promotion ${promotionId} in ${merchantCode}`);
      return ok(changed);
    },
  );
};
