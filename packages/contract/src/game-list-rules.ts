/**
 * The game list's address (spec §4 Game list: ?type=hot|recent|fav, ?gameType=.., ?vassalage=..
 * and the settled search term), read by the site's screen and by the server, which writes the
 * list's first cards into the page's shell (decision 0071). Both must read the same list from the
 * same address, so the rule is here once.
 */

export const GAME_LIST_FILTERS = ['hot', 'recent', 'fav', 'all'] as const;
export type GameListFilter = (typeof GAME_LIST_FILTERS)[number];
/** Spec §4: these lists are the member's own. */
export const MEMBER_FILTERS: readonly GameListFilter[] = ['recent', 'fav'];
/** The address parameter of the settled search term. */
export const SEARCH_PARAM = 'gameName';
/** The address parameter of the vendor tab (none: every vendor of the game type). */
export const VENDOR_PARAM = 'vassalage';
/** The address parameter of the game type. */
export const GAME_TYPE_PARAM = 'gameType';

/** An address's query parameters (URLSearchParams in the site and the server alike). */
export interface AddressParams {
  get(name: string): string | null;
}

/**
 * The filter tab the address shows: its `type`, 'all' for none or an unknown one, and 'all' when
 * a member's list is searched (a search looks through all games of the type).
 */
export const gameListFilterOf = (params: AddressParams): GameListFilter => {
  const type = params.get('type');
  const requested = GAME_LIST_FILTERS.find((filter) => filter === type) ?? 'all';
  const searching = (params.get(SEARCH_PARAM) ?? '') !== '';
  return searching && MEMBER_FILTERS.includes(requested) ? 'all' : requested;
};

/** The cards of the list's first view (four rows of three fill a phone's screen). */
export const GAME_LIST_FIRST_VIEW_CARDS = 12;
/** The cards of the grid's first row (features/games/games.css, three columns). */
export const GAME_LIST_ROW_CARDS = 3;

/**
 * The game list's shell (decision 0071): the build writes the filter tabs with this attribute
 * (the tab's filter as its value, `aria-selected="false"`), and the server selects the address's.
 */
export const SHELL_FILTER_ATTRIBUTE = 'data-shell-filter';
/**
 * The game list's shell holds one card as `<template data-shell-game>…</template>` in the grid,
 * with these slots; the server writes one card per game of the address's first view in its place
 * (nothing when it draws none: a member's list, a search, a vendor or a game type).
 */
export const SHELL_GAME_ATTRIBUTE = 'data-shell-game';
export const SHELL_GAME_SLOTS = {
  art: '%game-art%',
  /** The picture's fetchpriority: 'high' for the first row's (one of them is the page's largest paint). */
  artPriority: '%game-art-priority%',
  name: '%game-name%',
  vendorLogo: '%game-vendor-logo%',
  vendorName: '%game-vendor-name%',
} as const;

/** A card the server writes into the game list's shell. */
export interface ShellGame {
  artUrl: string;
  /** The game's name in each language of the site (by language code), where one is not `name`. */
  localizedNames: Record<string, string>;
  name: string;
  vendorLogoUrl: string;
  vendorName: string;
}
