/**
 * The house slots' calls (issue 13), inside the merchant scope: the game page sends the member's
 * session and the launch's player token (PLAYER_TOKEN_HEADER) with each. A gone session stops play
 * here (requireSession); the token and the limits are the service's play guard.
 */
import { houseGamesRoutes, IDEMPOTENCY_KEY_HEADER, PLAYER_TOKEN_HEADER } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { HouseSlotsService } from './service';

export const houseSlotsFeature: FastifyPluginAsyncTypebox<{ houseSlots: HouseSlotsService }> = async (
  app,
  { houseSlots },
) => {
  const { slotGame, spin, slotSpins } = houseGamesRoutes;
  const tags = ['house games'];

  app.get(
    slotGame.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'A house slot game: reels, paytable, paylines, bet levels and the published RTP',
        headers: slotGame.headers,
        params: slotGame.params,
        response: { 200: slotGame.response },
      },
    },
    async (request) =>
      ok(
        await houseSlots.game(
          sessionOf(request),
          request.headers[PLAYER_TOKEN_HEADER],
          request.params.gameCode,
        ),
      ),
  );

  app.post(
    spin.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'Spin: the bet is debited, the outcome stored, the win credited (Idempotency-Key)',
        headers: spin.headers,
        params: spin.params,
        body: spin.body,
        response: { 200: spin.response },
      },
    },
    async (request) =>
      ok(
        await houseSlots.spin(
          sessionOf(request),
          request.headers[PLAYER_TOKEN_HEADER],
          request.params.gameCode,
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        ),
      ),
  );

  app.get(
    slotSpins.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: "The member's spins of a house slot game, newest first, paged",
        headers: slotSpins.headers,
        params: slotSpins.params,
        querystring: slotSpins.querystring,
        response: { 200: slotSpins.response },
      },
    },
    async (request) =>
      ok(
        await houseSlots.spins(
          sessionOf(request),
          request.headers[PLAYER_TOKEN_HEADER],
          request.params.gameCode,
          request.query,
        ),
      ),
  );
};
