/**
 * Operator calls of the catalogue (Operator-Key or a staff session): every game of a merchant,
 * paged (the back office's games page); a game's hot and new flags, whether it is shown, and its
 * place in the lists. Audited in operator_audit (target 'game:<nodeId>') like the other
 * operator changes; the cached catalogue answers are dropped at once.
 */
import { gamesOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { GamesService } from './service';

export const gamesOperatorFeature: FastifyPluginAsyncTypebox<{
  games: GamesService;
}> = async (app, { games }) => {
  const list = gamesOperatorRoutes.games;
  app.get(
    list.url,
    {
      schema: {
        tags: ['operator'],
        security: [{ operatorKey: [] }],
        summary:
          'Every game of a merchant, shown or not: by name, vendor, category and flags, in sort order, paged',
        params: list.params,
        querystring: list.querystring,
        response: { 200: list.response },
      },
    },
    async (request) => ok(await games.operatorGames(request.params.merchantCode, request.query)),
  );

  const route = gamesOperatorRoutes.patchGame;

  app.patch(
    route.url,
    {
      schema: {
        tags: ['operator'],
        security: [{ operatorKey: [] }],
        summary: "Change a game's hot and new flags, enabled flag or sort order",
        params: route.params,
        body: route.body,
        response: { 200: route.response },
      },
    },
    async (request) => {
      const { merchantCode, nodeId } = request.params;
      const game = await games.patchGame(merchantCode, nodeId, request.body, operatorActionOf(request));
      return ok(game);
    },
  );
};
