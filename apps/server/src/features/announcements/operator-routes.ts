/**
 * Operator calls of the announcements (Operator-Key): every announcement of a merchant of every type
 * (banners, player notices, pop-ups, promotion notices, agent notices), live or not; create one;
 * change one (disable it, or end it with endsAt). Each write is audited in operator_audit (target
 * 'announcement:<id>') in its own transaction; an unknown merchant or announcement answers 404.
 */
import { announcementsOperatorRoutes, ErrorCode } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { AnnouncementsService, OperatorAnnouncementsMerchant } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const announcementsOperatorFeature: FastifyPluginAsyncTypebox<{
  announcements: AnnouncementsService;
  /**
   * The origins the merchant's pages load pictures from (its imageCDNs, which the page's
   * Content-Security-Policy lists); MERCHANT_UNKNOWN for an unknown merchant (the system feature's).
   */
  imageOriginsOf: (merchantCode: string) => Promise<string[]>;
}> = async (app, { announcements, imageOriginsOf }) => {
  const knownMerchant = async (merchantCode: string): Promise<OperatorAnnouncementsMerchant> => ({
    merchantCode,
    imageOrigins: await imageOriginsOf(merchantCode),
  });
  const { list, create, patch } = announcementsOperatorRoutes;

  app.get(
    list.url,
    {
      schema: {
        tags,
        security,
        summary:
          "A merchant's announcements of every type (or one type), live or not, with their read counts",
        params: list.params,
        querystring: list.querystring,
        response: { 200: list.response },
      },
    },
    async (request) => {
      const { merchantCode } = await knownMerchant(request.params.merchantCode);
      return ok({ list: await announcements.operatorList(merchantCode, request.query.type) });
    },
  );

  app.post(
    create.url,
    {
      schema: {
        tags,
        security,
        summary: 'Publish an announcement of any type (content sanitized; banner fields only on banners)',
        params: create.params,
        body: create.body,
        response: { 200: create.response },
      },
    },
    async (request) =>
      ok(
        await announcements.create(
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
        summary: 'Change an announcement: the fields given (enabled false disables it, endsAt ends it)',
        params: patch.params,
        body: patch.body,
        response: { 200: patch.response },
      },
    },
    async (request) => {
      const { merchantCode, announcementId } = request.params;
      const changed = await announcements.patch(
        await knownMerchant(merchantCode),
        announcementId,
        request.body,
        operatorActionOf(request),
      );
      if (!changed) {
        throw new ApiError(ErrorCode.NOT_FOUND, `No announcement ${announcementId} in ${merchantCode}`);
      }
      return ok(changed);
    },
  );
};
