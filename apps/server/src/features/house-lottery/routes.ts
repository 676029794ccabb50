/**
 * The house lottery's calls (houseGamesRoutes; spec §2 lotto-h5 frame). Every call but the public
 * rounds needs the member's session and the launch's player token (PLAYER_TOKEN_HEADER), which the
 * service's play guard checks; the drawn rounds are public, so that anyone may verify them.
 */
import { houseGamesRoutes, IDEMPOTENCY_KEY_HEADER, PLAYER_TOKEN_HEADER } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { HouseLotteryService } from './service';

const tags = ['house games'];

export const houseLotteryFeature: FastifyPluginAsyncTypebox<{ houseLottery: HouseLotteryService }> = async (
  app,
  { houseLottery },
) => {
  const { lotteryLobby, lotteryState, placeLotteryOrder, lotteryOrders, cancelLotteryOrder, lotteryRounds } =
    houseGamesRoutes;

  app.get(
    lotteryLobby.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'The fast lottery games, their stake limits and the player’s currency (player token)',
        headers: lotteryLobby.headers,
        response: { 200: lotteryLobby.response },
      },
    },
    async (request) => ok(await houseLottery.lobby(sessionOf(request), request.headers[PLAYER_TOKEN_HEADER])),
  );

  app.get(
    lotteryState.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'A lottery game now: the open and next rounds with their commitments, the last results',
        headers: lotteryState.headers,
        params: lotteryState.params,
        response: { 200: lotteryState.response },
      },
    },
    async (request) =>
      ok(
        await houseLottery.state(
          sessionOf(request),
          request.headers[PLAYER_TOKEN_HEADER],
          request.params.gameCode,
        ),
      ),
  );

  app.post(
    placeLotteryOrder.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'Place a bet slip on the open round: one debit of the seamless wallet (Idempotency-Key)',
        headers: placeLotteryOrder.headers,
        params: placeLotteryOrder.params,
        body: placeLotteryOrder.body,
        response: { 200: placeLotteryOrder.response },
      },
    },
    async (request) =>
      ok(
        await houseLottery.placeOrder(
          sessionOf(request),
          request.headers[PLAYER_TOKEN_HEADER],
          request.params.gameCode,
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        ),
      ),
  );

  app.get(
    lotteryOrders.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'The member’s bet slips of a game, newest first, paged',
        headers: lotteryOrders.headers,
        params: lotteryOrders.params,
        querystring: lotteryOrders.querystring,
        response: { 200: lotteryOrders.response },
      },
    },
    async (request) =>
      ok(
        await houseLottery.orders(
          sessionOf(request),
          request.headers[PLAYER_TOKEN_HEADER],
          request.params.gameCode,
          request.query,
        ),
      ),
  );

  app.post(
    cancelLotteryOrder.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'Cancel a bet slip before its round closes: the stake comes back (a rollback)',
        headers: cancelLotteryOrder.headers,
        params: cancelLotteryOrder.params,
        response: { 200: cancelLotteryOrder.response },
      },
    },
    async (request) =>
      ok(
        await houseLottery.cancelOrder(
          sessionOf(request),
          request.headers[PLAYER_TOKEN_HEADER],
          request.params.orderId,
        ),
      ),
  );

  app.get(
    lotteryRounds.url,
    {
      schema: {
        tags,
        summary: 'Drawn rounds with their revealed seeds, newest first, paged: public, for verification',
        params: lotteryRounds.params,
        querystring: lotteryRounds.querystring,
        response: { 200: lotteryRounds.response },
      },
    },
    async (request) => ok(await houseLottery.rounds(request.params.gameCode, request.query)),
  );
};
