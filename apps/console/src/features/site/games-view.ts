/**
 * What the games page shows, kept in its address so that a link shows the same games: the
 * merchant, the filters, the order and the page. The query the API takes is made from it.
 */
import {
  GAME_CATEGORIES,
  type GameCategory,
  OPERATOR_GAME_SORTS,
  type OperatorGameSort,
} from '@app/contract/client';
import { FIRST_PAGE, type PageView, pageViewOf, writePageView } from '../../lib/server-paging';
import type { GamesQuery } from './site-api';

export const GAME_FLAGS = ['isHot', 'isNew', 'enabled'] as const;
export type GameFlag = (typeof GAME_FLAGS)[number];
type FlagFilter = 'true' | 'false';

export interface GamesView extends PageView {
  gameName?: string;
  vendorCode?: string;
  gameType?: GameCategory;
  isHot?: FlagFilter;
  isNew?: FlagFilter;
  enabled?: FlagFilter;
  sort: OperatorGameSort;
  order: 'asc' | 'desc';
}

const DEFAULTS = { sort: 'sortOrder', order: 'asc' } as const;

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.find((value) => value === text);

/** The view of an address's query; what it cannot read is left at its default. */
export function gamesViewOf(search: URLSearchParams): GamesView {
  const view: GamesView = {
    sort: oneOf(OPERATOR_GAME_SORTS, search.get('sort')) ?? DEFAULTS.sort,
    order: oneOf(['asc', 'desc'] as const, search.get('order')) ?? DEFAULTS.order,
    ...pageViewOf(search),
  };
  const gameName = search.get('gameName')?.trim();
  if (gameName) view.gameName = gameName;
  const vendorCode = search.get('vendorCode')?.trim();
  if (vendorCode) view.vendorCode = vendorCode;
  const gameType = oneOf(GAME_CATEGORIES, search.get('gameType'));
  if (gameType) view.gameType = gameType;
  for (const flag of GAME_FLAGS) {
    const value = oneOf(['true', 'false'] as const, search.get(flag));
    if (value) view[flag] = value;
  }
  return view;
}

/** The address's query of a view (the merchant kept beside it): only what differs from the defaults. */
export function searchOfGamesView(merchantCode: string | undefined, view: GamesView): URLSearchParams {
  const { pageNo, pageSize, ...rest } = view;
  const search = new URLSearchParams();
  if (merchantCode) search.set('merchant', merchantCode);
  for (const [name, value] of Object.entries(rest)) {
    if (value === undefined || value === '' || DEFAULTS[name as keyof typeof DEFAULTS] === value) continue;
    search.set(name, String(value));
  }
  writePageView(search, { pageNo, pageSize });
  return search;
}

/** A view of the same filters at their first page. */
export const firstPageOf = (view: GamesView): GamesView => ({ ...view, pageNo: FIRST_PAGE.pageNo });

export const gamesQueryOf = (view: GamesView): GamesQuery => ({ ...view });
