/**
 * What the players' search shows, kept in the address (as the audit page does) so that a link
 * shows the same list: the merchant, the search text, the filters, the order and the page. The
 * query the API takes is made from it. A player's page is /players/<username>?merchantCode=...
 */
import type { MemberDetail, MembersQuery } from '@app/contract';
import {
  MEMBER_KINDS,
  MEMBER_SORT_FIELDS,
  MEMBER_STATUSES,
  type MemberKind,
  type MemberSortField,
  type MemberStatus,
  MemberType,
  SORT_ORDERS,
  type SortOrder,
} from '@app/contract/client';
import type { TFunction } from '../../lib/i18n/i18n';
import type { ConsoleLanguage } from '../../lib/i18n/languages';
import type { MessageKey } from '../../lib/i18n/messages/en';
import { FIRST_PAGE, type PageView, pageViewOf, writePageView } from '../../lib/server-paging';

export const PLAYERS_PATH = '/players';
export const PLAYER_PATH = `${PLAYERS_PATH}/:username`;

const NAMED_MEMBER_TYPES: readonly number[] = Object.values(MemberType);

/**
 * A member type in words (spec §3: 0, 1, 2 real accounts, 1 and 2 agents; 4 trial; 40 other;
 * 41, 42 other agents); a type the spec does not name is shown as its number.
 */
export const memberTypeName = (t: TFunction, type: number): string =>
  NAMED_MEMBER_TYPES.includes(type) ? t(`players.memberTypeName.${type}` as MessageKey) : String(type);

/**
 * The member's VIP level named in the console's language (its codes are the site's), else in
 * English, as the operator wrote the ladder; null when the member has no level.
 */
export const vipLevelNameIn = (
  player: Pick<MemberDetail, 'vipLevel' | 'vipLevelNames'>,
  language: ConsoleLanguage,
): string | null => player.vipLevelNames?.[language] ?? player.vipLevelNames?.EN ?? player.vipLevel;

export interface PlayersView extends PageView {
  merchantCode?: string;
  query?: string;
  status?: MemberStatus;
  kind?: MemberKind;
  sort: MemberSortField;
  order: SortOrder;
}

const DEFAULT_SORT: Pick<PlayersView, 'sort' | 'order'> = { sort: 'createdAt', order: 'desc' };

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.find((value) => value === text);

/** The view of an address's query; what it cannot read is left at its default. */
export function playersViewOf(search: URLSearchParams): PlayersView {
  const merchantCode = search.get('merchantCode')?.trim() || undefined;
  const query = search.get('query')?.trim() || undefined;
  const status = oneOf(MEMBER_STATUSES, search.get('status'));
  const kind = oneOf(MEMBER_KINDS, search.get('kind'));
  return {
    ...pageViewOf(search),
    ...(merchantCode ? { merchantCode } : {}),
    ...(query ? { query } : {}),
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    sort: oneOf(MEMBER_SORT_FIELDS, search.get('sort')) ?? DEFAULT_SORT.sort,
    order: oneOf(SORT_ORDERS, search.get('order')) ?? DEFAULT_SORT.order,
  };
}

/** The address's query of a view: only what differs from the defaults. */
export function searchOfPlayersView(view: PlayersView): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of ['merchantCode', 'query', 'status', 'kind'] as const) {
    const value = view[name]?.trim();
    if (value) search.set(name, value);
  }
  if (view.sort !== DEFAULT_SORT.sort || view.order !== DEFAULT_SORT.order) {
    search.set('sort', view.sort);
    search.set('order', view.order);
  }
  writePageView(search, view);
  return search;
}

/** The API's query of a view (the merchant is the path's). */
export function membersQueryOf(view: PlayersView): MembersQuery {
  const { merchantCode: _merchantCode, ...query } = view;
  return query;
}

/** A player's page, of the merchant. */
export const playerPathOf = (merchantCode: string, username: string): string =>
  `${PLAYERS_PATH}/${encodeURIComponent(username)}?${new URLSearchParams({ merchantCode })}`;

/** A new search starts at the first page, in the page size chosen. */
export const firstPageOf = (view: PlayersView): PlayersView => ({ ...view, pageNo: FIRST_PAGE.pageNo });
