/**
 * What /m/gameList lists, read from its address (spec §4 Game list): ?type=hot|recent|fav,
 * ?gameType=.., ?vassalage=.. and the settled search term (its filter by the contract's
 * gameListFilterOf, which the server's shell of the page reads too). Everything the list depends on is in
 * the address, so one navigation changes it at once and a reload keeps it. The screen reads it
 * here, and so do the calls main.tsx starts with the app on a visit that lands here (decision
 * 0058): both ask for the same list, and the screen finds the answer on its way.
 */
import type { GameCategory } from '@app/contract';
import {
  GAME_CATEGORIES,
  GAME_LIST_PAGE_SIZE,
  GAME_TYPE_PARAM,
  type GameListFilter,
  gameListFilterOf,
  type LanguageCode,
  SEARCH_PAGE_SIZE,
  SEARCH_PARAM,
  VENDOR_PARAM,
} from '@app/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import { type GameListFilters, gameListQuery, vendorTypesQuery } from './queries';

/** The vendor tab that shows every vendor of the game type. */
export const ALL_VENDORS = '';

const gameTypeOf = (params: URLSearchParams): GameCategory | undefined => {
  const gameType = params.get(GAME_TYPE_PARAM);
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
  const vendor = params.get(VENDOR_PARAM) ?? ALL_VENDORS;
  const term = params.get(SEARCH_PARAM) ?? '';
  const filter = gameListFilterOf(params);
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
