/** GET /wps/vip (spec §2 /m/member/benefits): the merchant's VIP levels and the member's progress. */
import { vipRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { VipService } from './service';

export const vipFeature: FastifyPluginAsyncTypebox<{ vip: VipService }> = async (app, { vip }) => {
  app.get(
    vipRoutes.vip.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['vip'],
        summary:
          "The merchant's VIP levels (thresholds, benefits) in the request's language and the member's progress by lifetime turnover",
        response: { 200: vipRoutes.vip.response },
      },
    },
    async (request) => ok(await vip.view(request.merchant.config, sessionOf(request), request.language)),
  );
};
