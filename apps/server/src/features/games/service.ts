/**
 * The games feature: catalogue answers (spec §3 Game, list, recent and favourites responses, the
 * vendor mapping), favourites, launch and the winner board. Launch issues a per-launch player
 * token through the vendor wallet (the seamless wallet of issue 4) and records the recent game.
 * A vendor without a connected game server answers the site's own honest page (never a fake game).
 *
 * Favourites and recents need a session, any session: a trial member (type 4) keeps them too,
 * for as long as the trial account lives, since they change no money and the site shows the
 * favourite star to everyone who is logged in.
 */
import {
  DEFAULT_GAME_CODE,
  ErrorCode,
  type FavouritesValue,
  GAME_LIST_FIRST_VIEW_CARDS,
  GAME_LIST_PAGE_SIZE,
  GAMES_PATHS,
  type Game,
  type GameCategoryEntry,
  type GameListQuery,
  type GameListValue,
  HOT_GAMES_LIMIT,
  type HotGamesValue,
  httpsOriginOf,
  LANGUAGE_CODES,
  type LaunchQuery,
  type LaunchValue,
  LINK_CATEGORIES,
  type LiveModelsValue,
  type LotteryLaunchQuery,
  type LotteryPrizeMode,
  type OperatorGame,
  type OperatorGamesPage,
  type OperatorGamesQuery,
  playTypeOf,
  prizeModeOf,
  RECENT_GAMES_KEPT,
  type RecentGamesValue,
  type ShellGame,
  type SiteConfig,
  VendorCode,
  type VendorEntry,
  type VendorTypesValue,
  vendorDisplayName,
  WINNERS_LIMIT,
  type WinnersValue,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import { operatorPage, operatorPageRequest } from '../../db/page';
import { ART_VERSION } from '../../lib/art';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import type { SharedCache } from '../../plugins/shared-state';
import type { AccountService } from '../account/service';
import type { VendorWalletService } from '../vendor-wallet/service';
import {
  type GameFilter,
  type GameRow,
  type GamesRepository,
  type LaunchableGame,
  playedGameKey,
} from './repository';

/** Catalogue answers shared by every visitor change only through the operator: cached briefly. */
const CATALOGUE_CACHE_MS = 60_000;
/** The winner board looks this far back. */
const WINNERS_WINDOW_MS = 7 * 24 * 3_600_000;

const gameArtUrl = (nodeId: number) =>
  `${GAMES_PATHS.gameArt.replace(':nodeId', String(nodeId))}?v=${ART_VERSION}`;
const vendorArtUrl = (vendorCode: string) =>
  `${GAMES_PATHS.vendorArt.replace(':vendorCode', encodeURIComponent(vendorCode))}?v=${ART_VERSION}`;
const vendorMarkUrl = (vendorCode: string) =>
  `${GAMES_PATHS.vendorMark.replace(':vendorCode', encodeURIComponent(vendorCode))}?v=${ART_VERSION}`;
const modelArtUrl = (id: number) =>
  `${GAMES_PATHS.modelArt.replace(':modelId', String(id))}?v=${ART_VERSION}`;

const vendorTypesKey = (merchantCode: string) => `games:vendor-types:${merchantCode}`;
const launchOriginsKey = (merchantCode: string) => `games:launch-origins:${merchantCode}`;
const hotKey = (merchantCode: string, gameType: string | undefined) =>
  `games:hot:${merchantCode}:${gameType ?? '*'}`;
const shellGamesKey = (merchantCode: string, isHot: boolean) =>
  `games:shell:${merchantCode}:${isHot ? 'hot' : 'all'}`;

/**
 * The catalogue answers kept encoded (plugins/encoded-answers.ts, decision 0053): the lists every
 * visitor opens, in the site's languages. A search, a vendor's or classify's list, a later page,
 * another page size or a made-up language is answered from the database as before, so the keys
 * stay few (invalidated by name below) and a flood of odd queries cannot fill the shared cache.
 */
const ENCODED_LIST_PAGES = 3;
const ANSWER_LANGUAGES = LANGUAGE_CODES.map((code) => code.toLowerCase());
const listAnswerKey = (
  merchantCode: string,
  gameType: string,
  flags: { isNew: boolean; isHot: boolean },
  pageNo: number,
  language: string,
) =>
  `games:list-answer:${merchantCode}:${gameType}:${flags.isNew ? 'new' : ''}:${flags.isHot ? 'hot' : ''}:${pageNo}:${language}`;
const hotAnswerKey = (merchantCode: string, gameType: string | undefined, language: string) =>
  `games:hot-answer:${merchantCode}:${gameType ?? '*'}:${language}`;
/** Every encoded answer that lists games of `category`: its own lists and the lists of all games. */
const answerKeysShowing = (merchantCode: string, category: string): string[] =>
  ANSWER_LANGUAGES.flatMap((language) => [
    hotAnswerKey(merchantCode, undefined, language),
    hotAnswerKey(merchantCode, category, language),
    ...['ALL', category].flatMap((gameType) =>
      [false, true].flatMap((isNew) =>
        [false, true].flatMap((isHot) =>
          Array.from({ length: ENCODED_LIST_PAGES }, (_, page) =>
            listAnswerKey(merchantCode, gameType, { isNew, isHot }, page + 1, language),
          ),
        ),
      ),
    ),
  ]);

const totalPagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);
const pageOf = (pageNo: number, pageSize: number) => ({ pageNum: pageNo, pageSize });

/** Masks a user name for the winner board: first and last character kept ('demo' → 'd**o'). */
export const maskUserName = (name: string): string => {
  const chars = Array.from(name);
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
};

/** The lower-case key of localizedNames for a request's language (query first, then the header). */
export const languageKeyOf = (query: string | undefined, header: string): string =>
  (query?.trim() || header).toLowerCase();

export const toGame = (row: GameRow, language: string): Game => ({
  nodeId: String(row.id),
  gameId: row.gameId,
  nodeName: row.name,
  gameName: row.name,
  displayName: row.localizedNames[language] ?? row.name,
  gameType: row.category as Game['gameType'],
  gameCode: row.gameCode,
  vassalage: row.vendorCode,
  vendorCode: row.vendorCode,
  vendorName: vendorDisplayName(row.vendorCode, row.vendorName),
  vendorLogoUrl: vendorMarkUrl(row.vendorCode),
  showIcon: true,
  iconUrl: gameArtUrl(row.id),
  mobileLargeIcon: gameArtUrl(row.id),
  lottoMode: row.lottoMode,
  gameGroupId: row.gameGroupId,
  gameClassify: row.gameClassify,
  supportPlay: row.supportPlay,
  isHot: row.isHot,
  isNew: row.isNew,
});

const notFound = (what: string) => new ApiError(ErrorCode.GAME_NOT_FOUND, `No such game: ${what}`);

/**
 * The site's own game frames, as launch address templates: the lottery frame (spec §2 lotto-h5)
 * and the generic one. A vendor without a launch address opens them not connected (the page says
 * so honestly); the house's vendors have these frames as their launch address (the demo seed), so
 * the same page opens connected and plays (the lottery: decision 0033; the slots: decision 0034).
 */
export const LOTTERY_FRAME_TEMPLATE =
  '/m/lotto-h5/{vendorCode}/{playType}/games/{gameId}?token={token}&merchant={merchant}&css={css}&prize_mode={prizeMode}&vendorName={vendorName}&gameName={gameName}';
export const GAME_FRAME_TEMPLATE =
  '/m/play/{vendorCode}/{gameId}?token={token}&merchant={merchant}&vendorName={vendorName}&gameName={gameName}';

/** Fills a launch address template. */
const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name] ?? '') : whole,
  );

export type GamesService = ReturnType<typeof createGamesService>;

export const createGamesService = ({
  repository,
  cache,
  vendorWallet,
  accounts,
  now,
}: {
  repository: GamesRepository;
  cache: SharedCache;
  /** Player tokens for launches, the winners' rounds and the wallet vendors' names. */
  vendorWallet: VendorWalletService;
  /** The winners' usernames. */
  accounts: AccountService;
  now: () => number;
}) => {
  const vendorTypes = (merchantCode: string): Promise<VendorTypesValue> =>
    cache.getOrLoad(vendorTypesKey(merchantCode), CATALOGUE_CACHE_MS, async () => {
      const { categories, mapping, counts } = await repository.vendorTypes(merchantCode);
      const countOf = new Map(counts.map((row) => [`${row.vendorCode}/${row.category}`, row.games]));
      const content: GameCategoryEntry[] = categories.map((category) => {
        const vendors: VendorEntry[] = mapping
          .filter((row) => row.category === category)
          .map((row) => {
            // ESPORTS and COCKFIGHT vendors are listed under SPORTS; their games (and lobby) say what they are.
            const gameType = (row.lobby?.category ?? category) as VendorEntry['gameType'];
            return {
              vassalage: row.vendorCode,
              vendorCode: row.vendorCode,
              displayName: vendorDisplayName(row.vendorCode, row.vendorName),
              gameType,
              gameId: row.lobby?.gameId ?? '',
              nodeId: row.lobby ? String(row.lobby.id) : null,
              logoUrl: vendorArtUrl(row.vendorCode),
              vendorLevel: row.vendorLevel,
              lottoMode: row.lobby?.lottoMode ?? null,
              gameGroupId: row.lobby?.gameGroupId ?? null,
              gameCount: countOf.get(`${row.vendorCode}/${gameType}`) ?? 0,
            };
          })
          // A lobby vendor whose lobby game is off cannot be launched: it is not offered.
          .filter((entry) => entry.vendorLevel || entry.nodeId !== null);
        return {
          gameCategory: category as GameCategoryEntry['gameCategory'],
          vendorNames: vendors.map((vendor) => vendor.displayName),
          vendors,
        };
      });
      // A game category without a shown vendor is left out; a link category has none by nature.
      return {
        content: content.filter(
          (entry) => entry.vendors.length > 0 || LINK_CATEGORIES.includes(entry.gameCategory),
        ),
      };
    });

  const hotRows = (merchantCode: string, gameType: string | undefined) =>
    cache.getOrLoad(hotKey(merchantCode, gameType), CATALOGUE_CACHE_MS, () =>
      repository.hot(merchantCode, gameType, HOT_GAMES_LIMIT),
    );

  /** A game of a list's first view as the page's shell draws it, with the names of every language. */
  const toShellGame = (row: GameRow): ShellGame => ({
    artUrl: gameArtUrl(row.id),
    name: row.name,
    localizedNames: row.localizedNames,
    vendorLogoUrl: vendorMarkUrl(row.vendorCode),
    vendorName: vendorDisplayName(row.vendorCode, row.vendorName),
  });

  const requireListable = async (merchantCode: string, nodeId: number) => {
    const game = await repository.findGame(merchantCode, nodeId);
    if (!game) throw notFound(String(nodeId));
    return game;
  };

  /**
   * Issues the player token, records the recent game, and answers the address to embed: the
   * vendor's launch address when it is connected, else the site's own frame (`ownFrame`). The
   * lottery launcher adds its play type, prize mode and theme to the values.
   */
  const launchOf = async (
    config: SiteConfig,
    session: SessionInfo,
    game: LaunchableGame,
    ownFrame: string,
    language: string,
    lotteryValues: { playType?: string; prizeMode?: string; css?: string } = {},
  ): Promise<LaunchValue> => {
    const token = await vendorWallet.issuePlayerToken(game.vendorCode, {
      merchantCode: session.merchantCode,
      memberId: session.memberId,
      currency: config.currency,
    });
    await repository.touchRecent(session.memberId, game.id, RECENT_GAMES_KEPT);
    const vendorName = vendorDisplayName(game.vendorCode, game.vendorName);
    const url = fillTemplate(game.launchUrl ?? ownFrame, {
      token,
      gameCode: game.gameCode,
      gameId: game.gameId,
      language,
      merchant: config.merchantCode,
      vendorCode: game.vendorCode,
      vendorName,
      gameName: game.name,
      playType: lotteryValues.playType ?? playTypeOf(game.lottoMode),
      prizeMode: lotteryValues.prizeMode ?? '',
      css: lotteryValues.css ?? '',
    });
    return {
      url,
      connected: game.launchUrl !== null,
      vendorCode: game.vendorCode,
      vendorName,
      gameName: game.name,
    };
  };

  /** The vendor's lobby game: in `category` when given (and listed there), else its first one. */
  const lobbyOf = async (merchantCode: string, vendorCode: string, category?: string) => {
    const lobbies = await repository.lobbyGames(merchantCode, vendorCode);
    const lobby =
      lobbies.find((game) => game.listedUnder === category || game.category === category) ?? lobbies[0];
    if (!lobby) throw notFound(`${vendorCode} lobby`);
    return lobby;
  };

  const favouriteIds = async (merchantCode: string, session: SessionInfo): Promise<string[]> =>
    (await repository.favouriteIds(merchantCode, session.memberId)).map(String);

  return {
    /** How long an encoded catalogue answer is kept; the operator's changes invalidate it sooner. */
    answerTtlMs: CATALOGUE_CACHE_MS,

    /** The shared-cache key of this list's encoded answer, or null when it is not kept (see above). */
    listAnswerKey(merchantCode: string, query: GameListQuery, headerLanguage: string): string | null {
      const language = languageKeyOf(query.language, headerLanguage);
      const pageNo = query.pageNo ?? 1;
      const kept =
        !query.gameName?.trim() &&
        query.vassalage === undefined &&
        !query.gameClassify?.trim() &&
        pageNo <= ENCODED_LIST_PAGES &&
        (query.pageSize ?? GAME_LIST_PAGE_SIZE) === GAME_LIST_PAGE_SIZE &&
        ANSWER_LANGUAGES.includes(language);
      if (!kept) return null;
      const flags = { isNew: query.isNew === 1, isHot: query.isHot === 1 };
      return listAnswerKey(merchantCode, query.gameType ?? 'ALL', flags, pageNo, language);
    },

    /** The shared-cache key of this hot list's encoded answer, or null for a made-up language. */
    hotAnswerKey(
      merchantCode: string,
      query: { gameType?: string; language?: string },
      headerLanguage: string,
    ): string | null {
      const language = languageKeyOf(query.language, headerLanguage);
      return ANSWER_LANGUAGES.includes(language)
        ? hotAnswerKey(merchantCode, query.gameType, language)
        : null;
    },

    async list(merchantCode: string, query: GameListQuery, headerLanguage: string): Promise<GameListValue> {
      const language = languageKeyOf(query.language, headerLanguage);
      const pageNo = query.pageNo ?? 1;
      const pageSize = query.pageSize ?? GAME_LIST_PAGE_SIZE;
      const filter: GameFilter = {
        gameName: query.gameName?.trim() || undefined,
        language,
        gameType: query.gameType === 'ALL' ? undefined : query.gameType,
        vassalage: query.vassalage,
        gameClassify: query.gameClassify?.trim() || undefined,
        isNew: query.isNew === 1,
        isHot: query.isHot === 1,
      };
      const { rows, total } = await repository.list(merchantCode, filter, pageOf(pageNo, pageSize));
      return {
        games: rows.map((row) => toGame(row, language)),
        pageNum: pageNo,
        totalPages: totalPagesOf(total, pageSize),
      };
    },

    /**
     * The first view of the list of all games or of the hot ones (no search, vendor or game type),
     * in the API's order, for the game list's page shell (decision 0071). Every language's names:
     * only the browser knows the visitor's.
     */
    shellGames: (merchantCode: string, { isHot }: { isHot: boolean }): Promise<ShellGame[]> =>
      cache.getOrLoad(shellGamesKey(merchantCode, isHot), CATALOGUE_CACHE_MS, async () => {
        const filter: GameFilter = { language: '', isHot, isNew: false };
        const { rows } = await repository.list(merchantCode, filter, pageOf(1, GAME_LIST_PAGE_SIZE));
        return rows.slice(0, GAME_LIST_FIRST_VIEW_CARDS).map(toShellGame);
      }),

    async hot(
      merchantCode: string,
      query: { gameType?: string; language?: string },
      headerLanguage: string,
    ): Promise<HotGamesValue> {
      const language = languageKeyOf(query.language, headerLanguage);
      const rows = await hotRows(merchantCode, query.gameType);
      return { list: rows.map((row) => toGame(row, language)) };
    },

    async recent(
      merchantCode: string,
      session: SessionInfo,
      query: { page?: number; pageSize?: number; gameType?: string; language?: string },
      headerLanguage: string,
    ): Promise<RecentGamesValue> {
      const language = languageKeyOf(query.language, headerLanguage);
      const pageSize = query.pageSize ?? GAME_LIST_PAGE_SIZE;
      const { rows, total } = await repository.recent(
        merchantCode,
        session.memberId,
        query.gameType,
        pageOf(query.page ?? 1, pageSize),
      );
      return { list: rows.map((row) => toGame(row, language)), totalPages: totalPagesOf(total, pageSize) };
    },

    async favourites(
      merchantCode: string,
      session: SessionInfo,
      query: { pageNo?: number; pageSize?: number; gameType?: string; language?: string },
      headerLanguage: string,
    ): Promise<FavouritesValue> {
      const language = languageKeyOf(query.language, headerLanguage);
      const pageNo = query.pageNo ?? 1;
      const pageSize = query.pageSize ?? GAME_LIST_PAGE_SIZE;
      const { rows, total } = await repository.favourites(
        merchantCode,
        session.memberId,
        query.gameType,
        pageOf(pageNo, pageSize),
      );
      return {
        content: rows.map((row) => toGame(row, language)),
        pageNum: pageNo,
        totalPages: totalPagesOf(total, pageSize),
      };
    },

    favouriteIds,

    /** The shown games among these node ids, e.g. the games GAME banners launch. */
    async byNodeIds(merchantCode: string, nodeIds: number[], language: string): Promise<Game[]> {
      if (nodeIds.length === 0) return [];
      const { rows } = await repository.list(merchantCode, { language, nodeIds }, pageOf(1, nodeIds.length));
      return rows.map((row) => toGame(row, language));
    },

    async addFavourite(merchantCode: string, session: SessionInfo, nodeId: string): Promise<string[]> {
      await requireListable(merchantCode, Number(nodeId));
      await repository.addFavourite(session.memberId, Number(nodeId));
      return favouriteIds(merchantCode, session);
    },

    async removeFavourite(merchantCode: string, session: SessionInfo, nodeId: string): Promise<string[]> {
      if (!(await repository.hasGame(merchantCode, Number(nodeId)))) throw notFound(nodeId);
      await repository.removeFavourite(session.memberId, Number(nodeId));
      return favouriteIds(merchantCode, session);
    },

    vendorTypes,

    /** Spec §7 /wps/game/launchGame: by node id, else by the vendor's game id, else the vendor's lobby. */
    async launch(config: SiteConfig, session: SessionInfo, query: LaunchQuery, headerLanguage: string) {
      const merchantCode = config.merchantCode;
      let game: LaunchableGame | null;
      if (query.nodeId) game = await repository.findGame(merchantCode, Number(query.nodeId));
      else if (query.gameId) game = await repository.findVendorGame(merchantCode, query.vendor, query.gameId);
      else game = await lobbyOf(merchantCode, query.vendor, query.gameCategory);
      if (!game || game.vendorCode !== query.vendor)
        throw notFound(query.nodeId ?? query.gameId ?? query.vendor);
      return launchOf(
        config,
        session,
        game,
        GAME_FRAME_TEMPLATE,
        languageKeyOf(query.language, headerLanguage),
      );
    },

    /**
     * The lottery launcher: by the vendor's game id, else the first game of the group, else the
     * vendor's lobby (its e-lottery lobby under the Elott prize mode).
     */
    async launchLottery(
      config: SiteConfig,
      session: SessionInfo,
      query: LotteryLaunchQuery,
      headerLanguage: string,
    ) {
      const merchantCode = config.merchantCode;
      const code = query.code && query.code !== DEFAULT_GAME_CODE ? query.code : undefined;
      let game: LaunchableGame | null;
      if (query.gameId) game = await repository.findVendorGame(merchantCode, query.vendor, query.gameId);
      else if (code) game = await repository.findVendorGame(merchantCode, query.vendor, code);
      else if (query.gameGroupId)
        game = await repository.findGroupGame(merchantCode, query.vendor, query.gameGroupId);
      else
        game = await lobbyOf(merchantCode, query.vendor, query.prize_mode === 'Elott' ? 'ELOTT' : undefined);
      if (!game) throw notFound(query.gameId ?? query.gameGroupId ?? query.vendor);
      const prizeMode: LotteryPrizeMode =
        query.prize_mode ??
        (game.vendorCode === VendorCode.TCG_SEA
          ? 'SEA'
          : prizeModeOf(game.vendorCode, (await vendorTypes(merchantCode)).content));
      return launchOf(
        config,
        session,
        game,
        LOTTERY_FRAME_TEMPLATE,
        languageKeyOf(query.language, headerLanguage),
        { playType: query.playType ?? playTypeOf(game.lottoMode), prizeMode, css: query.css ?? '' },
      );
    },

    async winners(config: SiteConfig): Promise<WinnersValue> {
      const wins = await vendorWallet.biggestWins(
        config.merchantCode,
        new Date(now() - WINNERS_WINDOW_MS),
        WINNERS_LIMIT,
      );
      const [usernames, { gameNames, vendorNames }] = await Promise.all([
        accounts.usernamesOf(wins.map((row) => row.memberId)),
        repository.catalogueNames(config.merchantCode, wins),
      ]);
      return {
        list: wins.map((row) => ({
          userName: maskUserName(usernames.get(row.memberId) ?? ''),
          gameName: gameNames.get(playedGameKey(row)) ?? row.gameCode,
          vendorName: vendorDisplayName(row.vendorCode, vendorNames.get(row.vendorCode)),
          amount: row.win,
          currency: config.currency,
          at: row.at.toISOString(),
        })),
      };
    },

    async liveModels(config: SiteConfig, activeOnly: boolean): Promise<LiveModelsValue> {
      if (!config.features.liveModel) return { list: [] };
      const rows = await repository.liveModels(config.merchantCode, activeOnly);
      return {
        list: rows.map((row) => ({
          id: String(row.id),
          name: row.name,
          avatarUrl: modelArtUrl(row.id),
          streaming: row.streaming,
          nodeId: row.gameId === null ? null : String(row.gameId),
        })),
      };
    },

    /** Operator: every game of the merchant, shown or not, filtered, sorted and paged, with its vendors. */
    async operatorGames(merchantCode: string, query: OperatorGamesQuery): Promise<OperatorGamesPage> {
      const page = operatorPageRequest(query);
      const [{ rows, total }, vendors] = await Promise.all([
        repository.operatorList(
          merchantCode,
          {
            gameName: query.gameName?.trim() || undefined,
            vendorCode: query.vendorCode,
            gameType: query.gameType,
            isHot: query.isHot,
            isNew: query.isNew,
            enabled: query.enabled,
          },
          { by: query.sort ?? 'sortOrder', descending: query.order === 'desc' },
          page,
        ),
        repository.catalogueVendors(merchantCode),
      ]);
      const list = rows.map(
        (row): OperatorGame => ({
          nodeId: String(row.id),
          gameName: row.name,
          gameCode: row.gameCode,
          gameType: row.category as OperatorGame['gameType'],
          vendorCode: row.vendorCode,
          vendorName: vendorDisplayName(row.vendorCode, row.vendorName),
          vendorEnabled: row.vendorEnabled,
          isHot: row.isHot,
          isNew: row.isNew,
          enabled: row.enabled,
          sortOrder: row.sortOrder,
        }),
      );
      return {
        ...operatorPage(list, total, page),
        vendors: vendors.map(({ vendorCode, name }) => ({
          vendorCode,
          name: vendorDisplayName(vendorCode, name),
        })),
      };
    },

    /** Operator: a game's flags and order; the cached catalogue answers are dropped. */
    async patchGame(
      merchantCode: string,
      nodeId: string,
      change: { isHot?: boolean; isNew?: boolean; enabled?: boolean; sortOrder?: number },
      audit: OperatorActor,
    ): Promise<Game> {
      const row = await repository.patchGame(merchantCode, Number(nodeId), change, audit);
      if (!row) throw notFound(nodeId);
      await cache.invalidate(
        vendorTypesKey(merchantCode),
        hotKey(merchantCode, undefined),
        hotKey(merchantCode, row.category),
        shellGamesKey(merchantCode, false),
        shellGamesKey(merchantCode, true),
        ...answerKeysShowing(merchantCode, row.category),
      );
      return toGame(row, '');
    },

    /**
     * The https origins the merchant's games open in the launch frame: the page's Content-Security-
     * Policy lets frames load from them and from nowhere else (docs/decisions/0023).
     */
    launchOrigins: (merchantCode: string): Promise<string[]> =>
      cache.getOrLoad(launchOriginsKey(merchantCode), CATALOGUE_CACHE_MS, async () => {
        const origins = (await repository.vendorLaunchUrls(merchantCode)).flatMap((url) => {
          const origin = httpsOriginOf(url);
          return origin ? [origin] : [];
        });
        return [...new Set(origins)].sort();
      }),

    art: {
      game: (nodeId: number) => repository.artOfGame(nodeId),
      /** The wordmark of a wallet vendor; null for a code no vendor has. */
      vendorName: async (vendorCode: string) => {
        const vendor = await vendorWallet.vendor(vendorCode);
        return vendor && vendorDisplayName(vendorCode, vendor.name);
      },
      liveModelName: (id: number) => repository.liveModelName(id),
    },
  };
};
