/**
 * What /m/gameList lists, read from its address (spec §4 Game list): ?type=hot|recent|fav,
 * ?gameType=.., ?vassalage=.. and the settled search term. Everything the list depends on is in
 * the address, so one navigation changes it at once and a reload keeps it. The screen reads it
 * here, and so do the calls main.tsx starts with the app on a visit that lands here (decision
 * 0058): both ask for the same list, and the screen finds the answer on its way.
 */
import type { GameCategory } from '@app/contract';
import {
  GAME_CATEGORIES,
  GAME_LIST_PAGE_SIZE,
  type LanguageCode,
  SEARCH_PAGE_SIZE,
} from '@app/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import { type GameListFilters, gameListQuery, vendorTypesQuery } from './queries';

export const GAME_LIST_FILTERS = ['hot', 'recent', 'fav', 'all'] as const;
export type GameListFilter = (typeof GAME_LIST_FILTERS)[number];
/** Spec §4: these lists are the member's own. */
export const MEMBER_FILTERS: readonly GameListFilter[] = ['recent', 'fav'];
/** The address parameter of the settled search term. */
export const SEARCH_PARAM = 'gameName';
/** The vendor tab that shows every vendor of the game type. */
export const ALL_VENDORS = '';

const filterOf = (params: URLSearchParams): GameListFilter => {
  const type = params.get('type');
  return GAME_LIST_FILTERS.find((filter) => filter === type) ?? 'all';
};
const gameTypeOf = (params: URLSearchParams): GameCategory | undefined => {
  const gameType = params.get('gameType');
  return GAME_CATEGORIES.find((category) => category === gameType);
};

export interface GameListAddress {
  gameType: GameCategory | undefined;
  vendor: string;
  term: string;
  filter: GameListFilter;
  /** Whether the list is the catalogue's (hot or all), not the member's own. */
  catalogue: boolean;
  /** The catalogue list's filters (used when `catalogue`). */
  catalogueFilters: GameListFilters;
}

export function gameListOf(params: URLSearchParams): GameListAddress {
  const gameType = gameTypeOf(params);
  const vendor = params.get('vassalage') ?? ALL_VENDORS;
  const term = params.get(SEARCH_PARAM) ?? '';
  // The member's lists cannot be searched: a search looks through all games of the type.
  const requested = filterOf(params);
  const filter: GameListFilter = term !== '' && MEMBER_FILTERS.includes(requested) ? 'all' : requested;
  const searching = term !== '';
  return {
    gameType,
    vendor,
    term,
    filter,
    catalogue: filter === 'hot' || filter === 'all',
    catalogueFilters: {
      gameName: searching ? term : undefined,
      gameType,
      vassalage: vendor === ALL_VENDORS ? undefined : vendor,
      isHot: filter === 'hot' ? 1 : undefined,
      pageSize: searching ? SEARCH_PAGE_SIZE : GAME_LIST_PAGE_SIZE,
    },
  };
}

/** The catalogue list of the address and the vendor tabs, to start one by one (main.tsx). */
export const gameListDataPrefetches = (
  client: QueryClient,
  { language, search }: { language: LanguageCode; search: URLSearchParams },
): (() => Promise<void>)[] => {
  const { catalogue, catalogueFilters } = gameListOf(search);
  return [
    ...(catalogue ? [() => client.prefetchInfiniteQuery(gameListQuery(language, catalogueFilters))] : []),
    () => client.prefetchQuery(vendorTypesQuery(language)),
  ];
};
