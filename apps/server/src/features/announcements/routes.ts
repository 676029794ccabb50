/**
 * Spec §7 Announcements (merchant scope, public; a session only adds the member's read flags) and
 * the generated banner artwork (outside the merchant scope: an <img> sends no Merchant header).
 */
import { ANNOUNCEMENTS_PATHS, announcementsRoutes, ErrorCode } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import Type from 'typebox';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg, SVG_CONTENT_TYPE } from '../../lib/art';
import { IMMUTABLE_PUBLIC } from '../../lib/cache-control';
import { ApiError, ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { AnnouncementsService } from './service';

const tags = ['announcements'];

export const announcementsFeature: FastifyPluginAsyncTypebox<{
  announcements: AnnouncementsService;
}> = async (app, { announcements }) => {
  /** A session when the token is live; a guest otherwise (a stale token must not hide the notices). */
  const optionalSession: preHandlerAsyncHookHandler = async function (request, reply) {
    if (!request.sessionToken) return;
    try {
      await app.requireSession.call(this, request, reply);
    } catch (error) {
      if (!(error instanceof ApiError && error.errorCode === ErrorCode.UNAUTHORIZED)) throw error;
    }
  };

  app.get(
    announcementsRoutes.list.url,
    {
      preHandler: optionalSession,
      schema: {
        tags,
        summary:
          'Banners (by group), player notices, pop-ups and promotions live now; read flags with a session',
        querystring: announcementsRoutes.list.querystring,
        response: { 200: announcementsRoutes.list.response },
      },
    },
    async (request) =>
      ok(
        await announcements.list(
          request.merchant.config,
          request.query,
          request.language,
          request.session?.memberId ?? null,
        ),
      ),
  );

  const { notices, detail, markRead } = announcementsRoutes;

  app.get(
    notices.url,
    {
      preHandler: optionalSession,
      schema: {
        tags,
        summary:
          'The notices of /m/notice (player and promotion notices; agent notices only to agents), read flags with a session',
        response: { 200: notices.response },
      },
    },
    async (request) =>
      ok(await announcements.notices(request.merchant.config, request.language, request.session ?? null)),
  );

  app.get(
    detail.url,
    {
      preHandler: optionalSession,
      schema: {
        tags,
        summary: 'One live notice with its content (sanitized HTML); agent notices only to agents',
        params: detail.params,
        response: { 200: detail.response },
      },
    },
    async (request) =>
      ok(
        await announcements.detail(
          request.merchant.config,
          request.language,
          request.session ?? null,
          request.params.announcementId,
        ),
      ),
  );

  app.post(
    markRead.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: "Mark a notice as read for the session's member (idempotent)",
        body: markRead.body,
        response: { 200: markRead.response },
      },
    },
    async (request) => {
      const { announcementId } = request.body;
      await announcements.markRead(request.merchant.config.merchantCode, sessionOf(request), announcementId);
      return ok({ announcementId, read: true as const });
    },
  );
};

/**
 * Generated banner images: plain, immutable (the address carries the art version); outside the
 * per-IP limit of the API, as the game artwork is.
 */
export const bannerArtApi: FastifyPluginAsyncTypebox<{ announcements: AnnouncementsService }> = async (
  app,
  { announcements },
) => {
  app.get(
    ANNOUNCEMENTS_PATHS.bannerArt,
    {
      config: { rateLimit: false },
      schema: {
        tags,
        summary: 'Banner image (SVG) with its title',
        params: Type.Object({ bannerId: Type.String({ pattern: '^[0-9]{1,18}$' }) }),
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 16 })) }),
        response: { 200: Type.String({ description: 'image/svg+xml' }) },
      },
    },
    async (request, reply) => {
      const banner = await announcements.bannerArt(Number(request.params.bannerId));
      if (!banner) throw new ApiError(ErrorCode.NOT_FOUND, `No banner ${request.params.bannerId}`);
      reply.header('content-type', SVG_CONTENT_TYPE);
      reply.header('cache-control', IMMUTABLE_PUBLIC);
      return bannerSvg({
        title: banner.title,
        width: banner.width ?? BANNER_WIDTH,
        height: banner.height ?? BANNER_HEIGHT,
      });
    },
  );
};
