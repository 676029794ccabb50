/**
 * The games feature (issue 5): the merchant's catalogue (vendors, games, categories), game lists,
 * hot, new and recent games, favourites, vendor game types, launch (generic and lottery), the
 * winner board and live models. Field names follow spec §3 (Game, list responses, Launch input,
 * vendor mapping). Public calls need only the merchant; recent, favourites and launch need
 * `Authorization: <token>` (401 UNAUTHORIZED without).
 */
import Type, { type Static } from 'typebox';
import { CLIENT_CODE_MAX, PAGE_NO_MAX } from './constants';
import { GAME_CATEGORIES } from './enums';
import { Ok } from './envelope';
import {
  GAME_LIST_MAX_PAGE_SIZE,
  GAME_SORT_ORDER_MAX,
  GAMES_CALLS,
  GAMES_OPERATOR_PATHS,
  LOTTERY_PRIZE_MODES,
  OPERATOR_GAME_SORTS,
  PLAY_TYPES,
} from './games-rules';
import { OperatorPage, OperatorPageQuery } from './operator-page';

const NodeId = Type.String({ pattern: '^[0-9]{1,18}$', description: 'node id of a game, as a string' });
const VendorCodeParam = Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' });
const PageNo = Type.Integer({ minimum: 1, maximum: PAGE_NO_MAX, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: GAME_LIST_MAX_PAGE_SIZE });
const Category = Type.Enum(GAME_CATEGORIES);
const Language = Type.String({ maxLength: 8 });
const ClientCode = Type.Integer({ minimum: 0, maximum: CLIENT_CODE_MAX });

// ---- games --------------------------------------------------------------------------------------

/** Spec §3 Game. nodeId identifies the game in favourites and recents; gameId is the vendor's id. */
export const Game = Type.Object({
  nodeId: NodeId,
  gameId: Type.String(),
  nodeName: Type.String(),
  gameName: Type.String(),
  /** The name in the request's language when the catalogue has one, else gameName. */
  displayName: Type.String(),
  gameType: Category,
  gameCode: Type.String(),
  /** The vendor's code (spec: vassalage = vendorCode). */
  vassalage: Type.String(),
  vendorCode: Type.String(),
  vendorName: Type.String(),
  vendorLogoUrl: Type.String(),
  showIcon: Type.Boolean(),
  iconUrl: Type.String(),
  mobileLargeIcon: Type.String(),
  lottoMode: Type.Union([Type.String(), Type.Null()]),
  gameGroupId: Type.Union([Type.String(), Type.Null()]),
  gameClassify: Type.Union([Type.String(), Type.Null()]),
  /** Free play (trial) allowed. */
  supportPlay: Type.Boolean(),
  isHot: Type.Boolean(),
  isNew: Type.Boolean(),
});
export type Game = Static<typeof Game>;

/** Spec §7 Game list GET. gameName searches names (case-insensitive, any part). */
export const GameListQuery = Type.Object({
  merchant: Type.Optional(Type.String()),
  platform: Type.Optional(Type.String()),
  gameName: Type.Optional(Type.String({ maxLength: 100 })),
  gameType: Type.Optional(Category),
  vassalage: Type.Optional(VendorCodeParam),
  gameClassify: Type.Optional(Type.String({ maxLength: 32 })),
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(PageSize),
  language: Type.Optional(Language),
  /** 1: only new games (the new-games variant). */
  isNew: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  /** 1: only hot games. */
  isHot: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  minBet: Type.Optional(Type.Number()),
  minLine: Type.Optional(Type.Number()),
  clientType: Type.Optional(ClientCode),
});
export type GameListQuery = Static<typeof GameListQuery>;
/** Spec §3 Game list response. */
export const GameListValue = Type.Object({
  games: Type.Array(Game),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
});
export type GameListValue = Static<typeof GameListValue>;

/** Spec §7 Hot games GET (merchantCode, isPlatform=2, language, platform=html5). */
export const HotGamesQuery = Type.Object({
  merchantCode: Type.Optional(Type.String()),
  isPlatform: Type.Optional(ClientCode),
  language: Type.Optional(Language),
  platform: Type.Optional(Type.String()),
  /** Only the hot games of this category (the entrance tabs' vendor lists with hot games). */
  gameType: Type.Optional(Category),
});
export const HotGamesValue = Type.Object({ list: Type.Array(Game) });
export type HotGamesValue = Static<typeof HotGamesValue>;

/** Spec §7 Recent games: page, pageSize 25, gameType, language, clientType 2. */
export const RecentGamesQuery = Type.Object({
  page: Type.Optional(PageNo),
  pageSize: Type.Optional(PageSize),
  gameType: Type.Optional(Category),
  language: Type.Optional(Language),
  clientType: Type.Optional(ClientCode),
});
/** Spec §3 Recent games response. */
export const RecentGamesValue = Type.Object({
  list: Type.Array(Game),
  totalPages: Type.Integer(),
});
export type RecentGamesValue = Static<typeof RecentGamesValue>;

/** Spec §7 Favourite games GET: pageNo, pageSize (15 home, 25 list, 100 elsewhere), language, gameType. */
export const FavouritesQuery = Type.Object({
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(PageSize),
  language: Type.Optional(Language),
  gameType: Type.Optional(Category),
});
/** Spec §3 Favourites response, newest favourite first. */
export const FavouritesValue = Type.Object({
  content: Type.Array(Game),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
});
export type FavouritesValue = Static<typeof FavouritesValue>;
/** Spec §7 Favourites add: nodeId and vendor. Adding twice is not an error. */
export const FavouriteBody = Type.Object(
  { nodeId: NodeId, vendor: Type.Optional(VendorCodeParam) },
  { additionalProperties: false },
);
export const FavouriteParams = Type.Object({ nodeId: NodeId });
/** The member's favourite node ids after the change (spec §3 Favourite games: strings). */
export const FavouriteIdsValue = Type.Array(Type.String());

// ---- vendors and categories -------------------------------------------------------------------

/** Spec §3 Game vendor mapping entry: one vendor under one category. */
export const VendorEntry = Type.Object({
  vassalage: Type.String(),
  vendorCode: Type.String(),
  /** The name to show (BTI shows as 123BET). */
  displayName: Type.String(),
  gameType: Category,
  /** The lobby game of the vendor, launched when the vendor is tapped (empty for vendor-level vendors). */
  gameId: Type.String(),
  nodeId: Type.Union([NodeId, Type.Null()]),
  logoUrl: Type.String(),
  /** Vendor-level: tapping it opens /m/gameList with gameType and vassalage instead of launching. */
  vendorLevel: Type.Boolean(),
  lottoMode: Type.Union([Type.String(), Type.Null()]),
  gameGroupId: Type.Union([Type.String(), Type.Null()]),
  /** Number of enabled games of the vendor in this category. */
  gameCount: Type.Integer(),
});
export type VendorEntry = Static<typeof VendorEntry>;
/** Spec §3 sorted category list: each with gameCategory and vendorNames, plus the vendor entries. */
export const GameCategoryEntry = Type.Object({
  gameCategory: Category,
  vendorNames: Type.Array(Type.String()),
  vendors: Type.Array(VendorEntry),
});
export type GameCategoryEntry = Static<typeof GameCategoryEntry>;
/** Spec §7 Vendor game types GET (typeId=1, merchant code). */
export const VendorTypesQuery = Type.Object({
  typeId: Type.Optional(ClientCode),
  merchant: Type.Optional(Type.String()),
  language: Type.Optional(Language),
});
export const VendorTypesValue = Type.Object({ content: Type.Array(GameCategoryEntry) });
export type VendorTypesValue = Static<typeof VendorTypesValue>;

// ---- launch -----------------------------------------------------------------------------------

/** Spec §7 Launch game (generic): gameCategory, vendor, gameId, nodeId, supportFreePlay. */
export const LaunchQuery = Type.Object({
  gameCategory: Type.Optional(Category),
  vendor: VendorCodeParam,
  gameId: Type.Optional(Type.String({ maxLength: 64 })),
  nodeId: Type.Optional(NodeId),
  gameCode: Type.Optional(Type.String({ maxLength: 64 })),
  supportFreePlay: Type.Optional(Type.Boolean()),
  language: Type.Optional(Language),
});
export type LaunchQuery = Static<typeof LaunchQuery>;
/** The lottery launcher (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT). */
export const LotteryLaunchQuery = Type.Object({
  vendor: VendorCodeParam,
  gameId: Type.Optional(Type.String({ maxLength: 64 })),
  gameGroupId: Type.Optional(Type.String({ maxLength: 64 })),
  playType: Type.Optional(Type.Enum(PLAY_TYPES)),
  prize_mode: Type.Optional(Type.Enum(LOTTERY_PRIZE_MODES)),
  code: Type.Optional(Type.String({ maxLength: 64 })),
  /** The site's theme, passed on as the game's css parameter. */
  css: Type.Optional(Type.String({ maxLength: 16 })),
  language: Type.Optional(Language),
});
export type LotteryLaunchQuery = Static<typeof LotteryLaunchQuery>;
/**
 * The game address to embed. `connected: false` means the vendor has no game server connected yet:
 * the address is then the site's own honest page that says so (never a fake game).
 */
export const LaunchValue = Type.Object({
  url: Type.String(),
  connected: Type.Boolean(),
  vendorCode: Type.String(),
  vendorName: Type.String(),
  gameName: Type.String(),
});
export type LaunchValue = Static<typeof LaunchValue>;

// ---- winner board, live models ----------------------------------------------------------------

export const Winner = Type.Object({
  /** Masked: first and last character kept ('d**o'). */
  userName: Type.String(),
  gameName: Type.String(),
  vendorName: Type.String(),
  /** Minor units of the merchant's currency. */
  amount: Type.Integer(),
  currency: Type.String(),
  at: Type.String({ description: 'ISO 8601' }),
});
export const WinnersValue = Type.Object({ list: Type.Array(Winner) });
export type WinnersValue = Static<typeof WinnersValue>;

export const LiveModel = Type.Object({
  id: Type.String(),
  name: Type.String(),
  avatarUrl: Type.String(),
  streaming: Type.Boolean(),
  /** The live game the model hosts. */
  nodeId: Type.Union([NodeId, Type.Null()]),
});
export const LiveModelsQuery = Type.Object({ active: Type.Optional(Type.Boolean()) });
/** Empty when the merchant's live-model feature is off. */
export const LiveModelsValue = Type.Object({ list: Type.Array(LiveModel) });
export type LiveModelsValue = Static<typeof LiveModelsValue>;

// ---- operator ---------------------------------------------------------------------------------

export const OperatorGameParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
  nodeId: NodeId,
});
export const OperatorGamePatch = Type.Object(
  {
    isHot: Type.Optional(Type.Boolean()),
    isNew: Type.Optional(Type.Boolean()),
    enabled: Type.Optional(Type.Boolean()),
    sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: GAME_SORT_ORDER_MAX })),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const OperatorGamesParams = Type.Object({ merchantCode: OperatorGameParams.properties.merchantCode });
export const OperatorGamesQuery = Type.Object(
  {
    /** Part of the name (or of a translated name), case-insensitive, wildcards taken literally. */
    gameName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    vendorCode: Type.Optional(VendorCodeParam),
    gameType: Type.Optional(Category),
    isHot: Type.Optional(Type.Boolean()),
    isNew: Type.Optional(Type.Boolean()),
    enabled: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Enum(OPERATOR_GAME_SORTS)),
    order: Type.Optional(Type.Enum(['asc', 'desc'])),
    ...OperatorPageQuery,
  },
  { additionalProperties: false },
);
export type OperatorGamesQuery = Static<typeof OperatorGamesQuery>;
/** A game as the operator sees it: shown or not, with its place in the lists. */
export const OperatorGame = Type.Object({
  nodeId: NodeId,
  gameName: Type.String(),
  gameCode: Type.String(),
  gameType: Category,
  vendorCode: Type.String(),
  vendorName: Type.String(),
  /** A game of a disabled vendor is not shown, whatever its own flag. */
  vendorEnabled: Type.Boolean(),
  isHot: Type.Boolean(),
  isNew: Type.Boolean(),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
});
export type OperatorGame = Static<typeof OperatorGame>;
export const OperatorGamesPage = Type.Object({
  ...OperatorPage(OperatorGame).properties,
  /** Every vendor of the merchant's catalogue, for the vendor filter. */
  vendors: Type.Array(Type.Object({ vendorCode: Type.String(), name: Type.String() })),
});
export type OperatorGamesPage = Static<typeof OperatorGamesPage>;

/** Routes of the games feature. */
export const gamesRoutes = {
  list: { ...GAMES_CALLS.list, querystring: GameListQuery, response: Ok(GameListValue) },
  hot: { ...GAMES_CALLS.hot, querystring: HotGamesQuery, response: Ok(HotGamesValue) },
  recent: {
    ...GAMES_CALLS.recent,
    querystring: RecentGamesQuery,
    response: Ok(RecentGamesValue),
  },
  favourites: {
    ...GAMES_CALLS.favourites,
    querystring: FavouritesQuery,
    response: Ok(FavouritesValue),
  },
  addFavourite: {
    ...GAMES_CALLS.addFavourite,
    body: FavouriteBody,
    response: Ok(FavouriteIdsValue),
  },
  removeFavourite: {
    ...GAMES_CALLS.removeFavourite,
    params: FavouriteParams,
    response: Ok(FavouriteIdsValue),
  },
  favouriteIds: { ...GAMES_CALLS.favouriteIds, response: Ok(FavouriteIdsValue) },
  vendorTypes: {
    ...GAMES_CALLS.vendorTypes,
    querystring: VendorTypesQuery,
    response: Ok(VendorTypesValue),
  },
  launch: { ...GAMES_CALLS.launch, querystring: LaunchQuery, response: Ok(LaunchValue) },
  launchLottery: {
    ...GAMES_CALLS.launchLottery,
    querystring: LotteryLaunchQuery,
    response: Ok(LaunchValue),
  },
  winners: { ...GAMES_CALLS.winners, response: Ok(WinnersValue) },
  liveModels: {
    ...GAMES_CALLS.liveModels,
    querystring: LiveModelsQuery,
    response: Ok(LiveModelsValue),
  },
} as const;

export const gamesOperatorRoutes = {
  games: {
    method: 'GET',
    url: GAMES_OPERATOR_PATHS.games,
    params: OperatorGamesParams,
    querystring: OperatorGamesQuery,
    response: Ok(OperatorGamesPage),
  },
  patchGame: {
    method: 'PATCH',
    url: GAMES_OPERATOR_PATHS.game,
    params: OperatorGameParams,
    body: OperatorGamePatch,
    response: Ok(Game),
  },
} as const;
