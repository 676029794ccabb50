/**
 * Spec §7 game calls: lists, hot, recent, favourites, vendor game types, launch (generic and
 * lottery), the winner board and live models (merchant scope); and the generated artwork, outside
 * the merchant scope since an <img> sends no Merchant header and node ids are global.
 */
import { ErrorCode, GAMES_PATHS, gamesRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { avatarSvg, gameSvg, SVG_CONTENT_TYPE, vendorMarkSvg, vendorSvg } from '../../lib/art';
import { IMMUTABLE_PUBLIC } from '../../lib/cache-control';
import { ApiError, ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { GamesService } from './service';

const tags = ['games'];

export const gamesFeature: FastifyPluginAsyncTypebox<{ games: GamesService }> = async (app, { games }) => {
  const merchantOf = (request: { merchant: { config: { merchantCode: string } } }) =>
    request.merchant.config.merchantCode;

  app.get(
    gamesRoutes.list.url,
    {
      schema: {
        tags,
        summary:
          'Game list: search, category, vendor, classify, new and hot filters; paged (games, pageNum, totalPages)',
        querystring: gamesRoutes.list.querystring,
        response: { 200: gamesRoutes.list.response },
      },
    },
    async (request, reply) => {
      const merchantCode = merchantOf(request);
      const load = () => games.list(merchantCode, request.query, request.language);
      const key = games.listAnswerKey(merchantCode, request.query, request.language);
      return key ? reply.sendEncoded(key, games.answerTtlMs, load) : ok(await load());
    },
  );

  app.get(
    gamesRoutes.hot.url,
    {
      schema: {
        tags,
        summary: 'Hot games (value.list), of one category when gameType is given',
        querystring: gamesRoutes.hot.querystring,
        response: { 200: gamesRoutes.hot.response },
      },
    },
    async (request, reply) => {
      const merchantCode = merchantOf(request);
      const load = () => games.hot(merchantCode, request.query, request.language);
      const key = games.hotAnswerKey(merchantCode, request.query, request.language);
      return key ? reply.sendEncoded(key, games.answerTtlMs, load) : ok(await load());
    },
  );

  app.get(
    gamesRoutes.recent.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: "The member's recently launched games, newest first (list, totalPages). Login required",
        querystring: gamesRoutes.recent.querystring,
        response: { 200: gamesRoutes.recent.response },
      },
    },
    async (request) =>
      ok(await games.recent(merchantOf(request), sessionOf(request), request.query, request.language)),
  );

  app.get(
    gamesRoutes.favourites.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: "The member's favourite games, newest first (content, pageNum, totalPages). Login required",
        querystring: gamesRoutes.favourites.querystring,
        response: { 200: gamesRoutes.favourites.response },
      },
    },
    async (request) =>
      ok(await games.favourites(merchantOf(request), sessionOf(request), request.query, request.language)),
  );

  app.post(
    gamesRoutes.addFavourite.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'Add a favourite (adding twice is fine); answers the favourite node ids. Login required',
        body: gamesRoutes.addFavourite.body,
        response: { 200: gamesRoutes.addFavourite.response },
      },
    },
    async (request) =>
      ok(await games.addFavourite(merchantOf(request), sessionOf(request), request.body.nodeId)),
  );

  app.delete(
    gamesRoutes.removeFavourite.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'Remove a favourite (removing a non-favourite is fine); answers the favourite node ids',
        params: gamesRoutes.removeFavourite.params,
        response: { 200: gamesRoutes.removeFavourite.response },
      },
    },
    async (request) =>
      ok(await games.removeFavourite(merchantOf(request), sessionOf(request), request.params.nodeId)),
  );

  app.get(
    gamesRoutes.favouriteIds.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: "The member's favourite node ids as strings. Login required",
        response: { 200: gamesRoutes.favouriteIds.response },
      },
    },
    async (request) => ok(await games.favouriteIds(merchantOf(request), sessionOf(request))),
  );

  app.get(
    gamesRoutes.vendorTypes.url,
    {
      schema: {
        tags,
        summary: "Vendor game types: the merchant's categories in order with their vendors (value.content)",
        querystring: gamesRoutes.vendorTypes.querystring,
        response: { 200: gamesRoutes.vendorTypes.response },
      },
    },
    async (request) => ok(await games.vendorTypes(merchantOf(request))),
  );

  app.get(
    gamesRoutes.launch.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary:
          'Launch a game: a player token for the vendor, the game recorded as recent; answers the address',
        querystring: gamesRoutes.launch.querystring,
        response: { 200: gamesRoutes.launch.response },
      },
    },
    async (request) =>
      ok(await games.launch(request.merchant.config, sessionOf(request), request.query, request.language)),
  );

  app.get(
    gamesRoutes.launchLottery.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary:
          'Lottery launcher (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT): answers the address of the lottery game',
        querystring: gamesRoutes.launchLottery.querystring,
        response: { 200: gamesRoutes.launchLottery.response },
      },
    },
    async (request) =>
      ok(
        await games.launchLottery(
          request.merchant.config,
          sessionOf(request),
          request.query,
          request.language,
        ),
      ),
  );

  app.get(
    gamesRoutes.winners.url,
    {
      schema: {
        tags,
        summary: 'Winner board: the biggest settled wins of the last week, user names masked',
        response: { 200: gamesRoutes.winners.response },
      },
    },
    async (request) => ok(await games.winners(request.merchant.config)),
  );

  app.get(
    gamesRoutes.liveModels.url,
    {
      schema: {
        tags,
        summary: 'Live models (empty when the live-model feature is off); active=true: only those streaming',
        querystring: gamesRoutes.liveModels.querystring,
        response: { 200: gamesRoutes.liveModels.response },
      },
    },
    async (request) => ok(await games.liveModels(request.merchant.config, request.query.active === true)),
  );
};

const NodeIdParam = Type.Object({ nodeId: Type.String({ pattern: '^[0-9]{1,18}$' }) });
const VendorParam = Type.Object({ vendorCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }) });
const ModelParam = Type.Object({ modelId: Type.String({ pattern: '^[0-9]{1,18}$' }) });
const ArtQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 16 })) });
const SvgResponse = { 200: Type.String({ description: 'image/svg+xml' }) };

/**
 * Generated SVG artwork: plain, immutable images (the address carries the art version). Images,
 * not calls: outside the per-IP limit of the API, as the site's files are (a game list shows dozens).
 */
export const gamesArtApi: FastifyPluginAsyncTypebox<{ games: GamesService }> = async (app, { games }) => {
  const artTags = ['games'];
  const svg = (reply: { header(name: string, value: string): unknown }, body: string) => {
    reply.header('content-type', SVG_CONTENT_TYPE);
    reply.header('cache-control', IMMUTABLE_PUBLIC);
    return body;
  };
  const missing = (what: string) => new ApiError(ErrorCode.NOT_FOUND, `No artwork for ${what}`);

  app.get(
    GAMES_PATHS.gameArt,
    {
      config: { rateLimit: false },
      schema: {
        tags: artTags,
        summary: 'Icon of a game (SVG)',
        params: NodeIdParam,
        querystring: ArtQuery,
        response: SvgResponse,
      },
    },
    async (request, reply) => {
      const game = await games.art.game(Number(request.params.nodeId));
      if (!game) throw missing(`game ${request.params.nodeId}`);
      return svg(reply, gameSvg(game));
    },
  );

  // A vendor's two pictures: the wordmark of its tile and the square mark of a game card.
  for (const [path, summary, draw] of [
    [GAMES_PATHS.vendorArt, 'Wordmark of a vendor (SVG)', vendorSvg],
    [GAMES_PATHS.vendorMark, "A vendor's square mark, its initials (SVG)", vendorMarkSvg],
  ] as const) {
    app.get(
      path,
      {
        config: { rateLimit: false },
        schema: { tags: artTags, summary, params: VendorParam, querystring: ArtQuery, response: SvgResponse },
      },
      async (request, reply) => {
        const name = await games.art.vendorName(request.params.vendorCode);
        if (name === null) throw missing(`vendor ${request.params.vendorCode}`);
        return svg(reply, draw(name));
      },
    );
  }

  app.get(
    GAMES_PATHS.modelArt,
    {
      config: { rateLimit: false },
      schema: {
        tags: artTags,
        summary: 'Avatar of a live model (SVG)',
        params: ModelParam,
        querystring: ArtQuery,
        response: SvgResponse,
      },
    },
    async (request, reply) => {
      const name = await games.art.liveModelName(Number(request.params.modelId));
      if (name === null) throw missing(`model ${request.params.modelId}`);
      return svg(reply, avatarSvg(name));
    },
  );
};
