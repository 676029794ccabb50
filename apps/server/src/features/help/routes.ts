/** The help centre of /m/help and /m/helpDetail (merchant scope, public; spec §7 Help centre GET). */
import { helpRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import type { HelpService } from './service';

export const helpFeature: FastifyPluginAsyncTypebox<{ help: HelpService }> = async (app, { help }) => {
  app.get(
    helpRoutes.list.url,
    {
      schema: {
        tags: ['help'],
        summary: 'The help centre: sections with their items (sanitized HTML) for a device, in a language',
        querystring: helpRoutes.list.querystring,
        response: { 200: helpRoutes.list.response },
      },
    },
    async (request) =>
      ok({
        list: await help.list(
          request.merchant.config.merchantCode,
          request.query.device ?? 'MOBILE',
          request.query.lang ?? request.language,
        ),
      }),
  );
};
