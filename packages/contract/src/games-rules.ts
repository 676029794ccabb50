/**
 * The games feature's plain values (no schemas), for the site and the server alike: the paths of
 * its calls, the vendor codes the spec names and the rules both sides apply. The schemas are in
 * games.ts. Spec §3 (Game, Launch input, vendor mapping, categories, play types, prize modes),
 * §4 (game launch by vendor, category click), §7 (favourites, lists, launch), §9.
 */
import type { ApiCall } from './api-call';
import type { GameCategory } from './enums';

export const GAMES_PATHS = {
  /** Game list; `isNew=1` is the new-games variant. Public. */
  list: '/wps/game/list',
  /** Hot games (value.list). Public. */
  hot: '/wps/game/hot',
  /** The member's recently launched games, newest first (list, totalPages). Login required. */
  recent: '/wps/game/recent',
  /** GET the member's favourites paged (content, pageNum, totalPages); POST adds one. Login required. */
  favourites: '/wps/game/favourites',
  /** DELETE removes one favourite. Login required. */
  favourite: '/wps/game/favourites/:nodeId',
  /** The member's favourite node ids as strings (spec §3 Favourite games). Login required. */
  favouriteIds: '/wps/game/favourites/ids',
  /** Vendor game types: the sorted category list with its vendors (value.content). Public. */
  vendorTypes: '/wps/game/vendor-types',
  /** Generic launch (spec §7 /wps/game/launchGame): answers the game address. Login required. */
  launch: '/wps/game/launchGame',
  /** Lottery launcher (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT): answers the game address. Login required. */
  launchLottery: '/wps/game/launchLottery',
  /** Biggest recent wins of the merchant, names masked. Public. */
  winners: '/wps/game/winners',
  /** Live models of the live-model feature (spec §7 Live model list). Public. */
  liveModels: '/wps/live/models',
  /** Generated artwork (SVG), immutable: game icons, vendor logos. */
  gameArt: '/wps/art/games/:nodeId.svg',
  vendorArt: '/wps/art/vendors/:vendorCode.svg',
  /**
   * A vendor's square mark (its initials), the vendorLogoUrl of a game card: the 3:1 wordmark
   * cropped to the card's small square showed pieces of the name ("ky Lott", issue 20).
   */
  vendorMark: '/wps/art/vendor-marks/:vendorCode.svg',
  /** A live model's avatar (initials), the avatarUrl of the live model list. */
  modelArt: '/wps/art/models/:modelId.svg',
} as const;

export const GAMES_CALLS = {
  list: { method: 'GET', url: GAMES_PATHS.list },
  hot: { method: 'GET', url: GAMES_PATHS.hot },
  recent: { method: 'GET', url: GAMES_PATHS.recent },
  favourites: { method: 'GET', url: GAMES_PATHS.favourites },
  addFavourite: { method: 'POST', url: GAMES_PATHS.favourites },
  removeFavourite: { method: 'DELETE', url: GAMES_PATHS.favourite },
  favouriteIds: { method: 'GET', url: GAMES_PATHS.favouriteIds },
  vendorTypes: { method: 'GET', url: GAMES_PATHS.vendorTypes },
  launch: { method: 'GET', url: GAMES_PATHS.launch },
  launchLottery: { method: 'GET', url: GAMES_PATHS.launchLottery },
  winners: { method: 'GET', url: GAMES_PATHS.winners },
  liveModels: { method: 'GET', url: GAMES_PATHS.liveModels },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header) of the catalogue. */
export const GAMES_OPERATOR_PATHS = {
  /**
   * GET every game of a merchant, shown or not, paged with the total: by name (any part), vendor,
   * category and flags, in sort order (or by name). The back office's games page.
   */
  games: '/wps/operator/merchants/:merchantCode/games',
  /** PATCH a game of a merchant: hot, new, enabled, sort order. */
  game: '/wps/operator/merchants/:merchantCode/games/:nodeId',
} as const;

/** What the operator's game list may be sorted by; ties go by node id. */
export const OPERATOR_GAME_SORTS = ['sortOrder', 'name'] as const;
export type OperatorGameSort = (typeof OPERATOR_GAME_SORTS)[number];
/** The largest sort order a game may have. */
export const GAME_SORT_ORDER_MAX = 1_000_000;

/** Vendor codes the spec and the issue name; the seeded catalogue has more. */
export const VendorCode = {
  BGS: 'BGS',
  BG: 'BG',
  TCG_LOTTO_VN: 'TCG_LOTTO_VN',
  TCG_SEA: 'TCG_SEA',
  /** Cockfight (spec §3 cockfight game code). */
  DS88: 'DS88',
  /** E-sports (spec §3 e-sport game code). */
  IMES: 'IMES',
  /** Sports; displayed as 123BET (spec §2 Game entrance screen). */
  BTI: 'BTI',
  /** The in-house lottery and e-lottery vendors (categories LOTT and ELOTT). */
  LOTT: 'LOTT',
  ELOTT: 'ELOTT',
} as const;

/** Vendors whose display name differs from their code (spec §2: BTI is shown as 123BET). */
export const VENDOR_DISPLAY_NAMES: Readonly<Record<string, string>> = { BTI: '123BET' };
export const vendorDisplayName = (vendorCode: string, name?: string): string =>
  VENDOR_DISPLAY_NAMES[vendorCode] ?? name ?? vendorCode;

/** Vendors launched through the lottery launcher instead of the generic launch (spec §4). */
export const LOTTERY_LAUNCHER_VENDORS: readonly string[] = [VendorCode.TCG_LOTTO_VN, VendorCode.TCG_SEA];
/** Vendors that go to /m/launchGame with playType trad, code lobby and the e-lottery prize mode (spec §4). */
export const LAUNCH_SCREEN_VENDORS: readonly string[] = [VendorCode.LOTT, VendorCode.ELOTT];
/** Lottery categories: a click launches their first vendor (spec §4). */
export const LOTTERY_CATEGORIES: readonly GameCategory[] = ['LOTT', 'ELOTT'];

/** Prize modes (spec §3 Lott, ZY, Elott) plus SEA, the prize mode of TCG_SEA (spec §4). */
export const LOTTERY_PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];
export const PLAY_TYPES = ['trad', 'ent'] as const;
export type PlayTypeCode = (typeof PLAY_TYPES)[number];
/** Spec §3 Launch input: code 'lobby' unless a game code is given. */
export const DEFAULT_GAME_CODE = 'lobby';

/** Spec §3 Launch input: playType 'ent' when the lotto mode contains Entertainment, else 'trad'. */
export const playTypeOf = (lottoMode: string | null | undefined): PlayTypeCode =>
  lottoMode?.includes('Entertainment') ? 'ent' : 'trad';

/**
 * Spec §4: the prize mode is the e-lottery mode if the vendor mapping has an ELOTT entry for
 * TCG_LOTTO_VN or LOTT, otherwise the lottery mode; TCG_SEA always plays SEA.
 */
export const prizeModeOf = (
  vendorCode: string,
  mapping: readonly { gameCategory: string; vendors: readonly { vassalage: string }[] }[],
): LotteryPrizeMode => {
  if (vendorCode === VendorCode.TCG_SEA) return 'SEA';
  const elott = mapping.find((category) => category.gameCategory === 'ELOTT');
  const hasElottEntry = elott?.vendors.some(
    (vendor) => vendor.vassalage === VendorCode.TCG_LOTTO_VN || vendor.vassalage === VendorCode.LOTT,
  );
  return hasElottEntry ? 'Elott' : 'Lott';
};

/**
 * Categories that lead to a screen instead of holding games (spec §4: REWARD → reward centre; spec
 * §2 Home: PROMO → promotions). The server lists them in its order without vendors.
 */
export const LINK_CATEGORIES: readonly GameCategory[] = ['REWARD', 'PROMO'];

/** Page-size ceiling of every game list call (spec §9 uses 9, 15, 25 and 100). */
export const GAME_LIST_MAX_PAGE_SIZE = 100;
/** Most recent games kept per member: older launches drop off the list. */
export const RECENT_GAMES_KEPT = 100;
/** Hot games answered by the hot call (spec §7 value.list), per category when one is given. */
export const HOT_GAMES_LIMIT = 30;
/** Winner board rows. */
export const WINNERS_LIMIT = 20;

/** Game sections of home, in order (spec §2 Home): FAV only with a session. */
export const HOME_GAME_SECTIONS = ['HOT', 'FAV', 'NEW_GAME', 'BGS', 'BG'] as const;
export type HomeGameSection = (typeof HOME_GAME_SECTIONS)[number];
/** Categories whose entrance tab shows a game list (spec §2 Game entrance screen). */
export const GAME_LIST_TABS: readonly string[] = ['HOT', 'FAV', 'NEW_GAME', 'BGS', 'BG'];
/** Categories whose entrance tab shows vendors with their hot games; all others show vendors only. */
export const VENDOR_WITH_HOT_GAMES_TABS: readonly string[] = ['FISH', 'LIVE', 'RNG', 'PVP', 'SPORTS'];
