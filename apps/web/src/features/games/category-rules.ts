/**
 * Spec §4 "Game category click" and the category lists of §2 as pure functions: the SPORTS split
 * (sports, e-sports and cockfight, with COCKFIGHT and ESPORTS inserted right after SPORTS), the
 * entrance menu (HOT first, then the server's order), what each tab shows, and what a category
 * tap does. Home's game menu and the entrance share them.
 */
import type { GameCategory, GameCategoryEntry, VendorEntry } from '@app/contract';
import {
  GAME_LIST_TABS,
  HOME_GAME_SECTIONS,
  LOTTERY_CATEGORIES,
  VENDOR_WITH_HOT_GAMES_TABS,
  VendorCode,
  vendorDisplayName,
} from '@app/contract/client';
import type { GameListFilters } from './queries';

export const REWARD_CENTRE_PATH = '/m/rewardCenter';
export const PROMOTIONS_PATH = '/m/activity';

/** The groups cut out of SPORTS, in the order they follow it (spec §4). */
const SPORTS_GROUPS: readonly GameCategory[] = ['COCKFIGHT', 'ESPORTS'];

const entryOf = (gameCategory: GameCategory, vendors: VendorEntry[]): GameCategoryEntry => ({
  gameCategory,
  vendorNames: vendors.map((vendor) => vendorDisplayName(vendor.vendorCode, vendor.displayName)),
  vendors,
});

/**
 * Spec §4: SPORTS lists sports, e-sports (entries of gameType ESPORTS, e.g. IMES) and cockfight
 * (gameType COCKFIGHT, DS88) vendors together; the site shows them as three categories, COCKFIGHT
 * and ESPORTS right after SPORTS. A group the server already lists on its own absorbs the split
 * vendors there instead of appearing twice.
 */
export function splitSports(content: readonly GameCategoryEntry[]): GameCategoryEntry[] {
  const sports = content.find((category) => category.gameCategory === 'SPORTS');
  if (!sports) return [...content];
  const groupOf = (vendor: VendorEntry): GameCategory =>
    SPORTS_GROUPS.includes(vendor.gameType) ? vendor.gameType : 'SPORTS';
  const split = [
    entryOf(
      'SPORTS',
      sports.vendors.filter((vendor) => groupOf(vendor) === 'SPORTS'),
    ),
    ...SPORTS_GROUPS.map((group) => {
      const listed = content.find((category) => category.gameCategory === group)?.vendors ?? [];
      return entryOf(group, [...sports.vendors.filter((vendor) => groupOf(vendor) === group), ...listed]);
    }),
  ].filter((category) => category.gameCategory === 'SPORTS' || category.vendors.length > 0);
  return content.flatMap((category) => {
    if (category.gameCategory === 'SPORTS') return split;
    return SPORTS_GROUPS.includes(category.gameCategory) ? [] : [category];
  });
}

/**
 * The entrance's vertical menu (spec §2 Game entrance): HOT first, then the server's categories
 * after the SPORTS split. The game-list tabs (FAV, NEW_GAME, BGS, BG: the home sections) follow
 * HOT unless the server places them itself, so home's 'more' links always find their tab. FAV is
 * the member's own list and shows only with a session.
 */
export function entranceCategories(
  content: readonly GameCategoryEntry[],
  hasSession: boolean,
): GameCategoryEntry[] {
  const server = splitSports(content);
  const listed = new Set(server.map((category) => category.gameCategory));
  const sections = HOME_GAME_SECTIONS.filter((section) => !listed.has(section)).map((section) =>
    entryOf(section, []),
  );
  const all = [...sections, ...server];
  const hot = all.find((category) => category.gameCategory === 'HOT') ?? entryOf('HOT', []);
  const rest = all.filter(
    (category) => category.gameCategory !== 'HOT' && (hasSession || category.gameCategory !== 'FAV'),
  );
  return [hot, ...rest];
}

/**
 * The list calls of the game-list sections (spec §2 Home and Game entrance; shared design): new
 * games, BGS's slots and the BG-classified slots. HOT and FAV have calls of their own.
 */
export const SECTION_LIST_FILTERS = {
  NEW_GAME: { isNew: 1 },
  BGS: { vassalage: VendorCode.BGS, gameType: 'RNG' },
  BG: { gameClassify: VendorCode.BG, gameType: 'RNG' },
} as const satisfies Record<string, Omit<GameListFilters, 'pageSize'>>;

export type TabContent = 'games' | 'vendorsWithHotGames' | 'vendors';

/** Spec §2: HOT, FAV, NEW_GAME, BGS, BG list games; FISH, LIVE, RNG, PVP, SPORTS vendors with hot games. */
export function tabContentOf(category: string): TabContent {
  if (GAME_LIST_TABS.includes(category)) return 'games';
  if (VENDOR_WITH_HOT_GAMES_TABS.includes(category)) return 'vendorsWithHotGames';
  return 'vendors';
}

export type CategoryClick =
  | { kind: 'navigate'; to: string }
  /** Launch this vendor through the launch rules (which send a visitor to login). */
  | { kind: 'launchVendor'; vendor: VendorEntry }
  | { kind: 'login' }
  /** The member's own list: a visitor gets the login message instead (spec §4, §8). */
  | { kind: 'loginMessage' }
  | { kind: 'openTab' };

/**
 * Spec §4: REWARD → reward centre; PROMO → promotions (spec §2 Home game menu); lottery categories
 * launch their first vendor; cockfight launches DS88 and needs a session; a category with exactly
 * one vendor launches it directly; otherwise the tab opens.
 */
export function categoryClickOf(category: GameCategoryEntry, hasSession: boolean): CategoryClick {
  const { gameCategory, vendors } = category;
  if (gameCategory === 'REWARD') return { kind: 'navigate', to: REWARD_CENTRE_PATH };
  if (gameCategory === 'PROMO') return { kind: 'navigate', to: PROMOTIONS_PATH };
  if (gameCategory === 'FAV' && !hasSession) return { kind: 'loginMessage' };
  const [first] = vendors;
  if (LOTTERY_CATEGORIES.includes(gameCategory) && first) return { kind: 'launchVendor', vendor: first };
  if (gameCategory === 'COCKFIGHT') {
    if (!hasSession) return { kind: 'login' };
    const ds88 = vendors.find((vendor) => vendor.vassalage === VendorCode.DS88);
    if (ds88) return { kind: 'launchVendor', vendor: ds88 };
  }
  if (vendors.length === 1 && first) return { kind: 'launchVendor', vendor: first };
  return { kind: 'openTab' };
}
