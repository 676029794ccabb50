/**
 * The promotions of /m/activity and /m/activityDetail (merchant scope, public), and the drawn
 * pictures (outside the merchant scope: an <img> sends no Merchant header, and ids are global).
 */
import { ErrorCode, LANGUAGE_CODES, PROMOTIONS_PATHS, promotionsRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { SVG_CONTENT_TYPE } from '../../lib/art';
import { IMMUTABLE_PUBLIC } from '../../lib/cache-control';
import { ApiError, ok } from '../../plugins/errors';
import type { PromotionsService } from './service';

const tags = ['promotions'];

export const promotionsFeature: FastifyPluginAsyncTypebox<{ promotions: PromotionsService }> = async (
  app,
  { promotions },
) => {
  app.get(
    promotionsRoutes.list.url,
    {
      schema: {
        tags,
        summary: 'The live promotions (enabled, started, not ended), optionally of one category',
        querystring: promotionsRoutes.list.querystring,
        response: { 200: promotionsRoutes.list.response },
      },
    },
    async (request) =>
      ok({
        list: await promotions.list(
          request.merchant.config.merchantCode,
          request.language,
          request.query.category,
        ),
      }),
  );

  app.get(
    promotionsRoutes.detail.url,
    {
      schema: {
        tags,
        summary: 'One live promotion with its content (sanitized HTML)',
        params: promotionsRoutes.detail.params,
        response: { 200: promotionsRoutes.detail.response },
      },
    },
    async (request) =>
      ok(
        await promotions.detail(
          request.merchant.config.merchantCode,
          request.language,
          request.params.promotionId,
        ),
      ),
  );
};

/** Drawn pictures: plain, immutable (the address carries the language and the title's version). */
export const promotionPicturesApi: FastifyPluginAsyncTypebox<{ promotions: PromotionsService }> = async (
  app,
  { promotions },
) => {
  app.get(
    PROMOTIONS_PATHS.picture,
    {
      config: { rateLimit: false },
      schema: {
        tags,
        summary: 'The drawn picture (SVG) of a promotion without its own, with its title',
        params: Type.Object({ promotionId: Type.String({ pattern: '^[0-9]{1,15}$' }) }),
        querystring: Type.Object(
          {
            lang: Type.Optional(Type.Enum(LANGUAGE_CODES)),
            v: Type.Optional(Type.String({ maxLength: 32 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.String({ description: 'image/svg+xml' }) },
      },
    },
    async (request, reply) => {
      const svg = await promotions.pictureSvg(request.params.promotionId, request.query.lang ?? 'EN');
      if (!svg) throw new ApiError(ErrorCode.NOT_FOUND, `No promotion ${request.params.promotionId}`);
      reply.header('content-type', SVG_CONTENT_TYPE);
      reply.header('cache-control', IMMUTABLE_PUBLIC);
      return svg;
    },
  );
};
