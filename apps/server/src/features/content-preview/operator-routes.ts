/**
 * The content preview's operator call (decision 0068): a draft's rich HTML as the content features
 * would store it (lib/rich-text.ts, the one sanitizer of announcements, promotions, help items and
 * inbox messages), so the console's phone-sized frame of the site shows what players would see.
 * It stores nothing and audits nothing; the guard lets the content role (and the admin, and the
 * Operator-Key) make it.
 */
import { contentPreviewOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sanitizeRichText } from '../../lib/rich-text';
import { ok } from '../../plugins/errors';

export const contentPreviewOperatorFeature: FastifyPluginAsyncTypebox = async (app) => {
  const { sanitize } = contentPreviewOperatorRoutes;
  app.post(
    sanitize.url,
    {
      schema: {
        tags: ['operator'],
        security: [{ operatorKey: [] }],
        summary: "A draft's rich HTML as it would be stored (sanitized), for the console's preview",
        body: sanitize.body,
        response: { 200: sanitize.response },
      },
    },
    async (request) => ok({ html: sanitizeRichText(request.body.html) }),
  );
};
