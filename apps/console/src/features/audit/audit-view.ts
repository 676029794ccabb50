/**
 * What the audit page shows, kept in its address so that a link to it shows the same entries:
 * the filters (dates as the date fields write them, YYYY-MM-DD) and the page. The query the API
 * takes is made from it.
 */
import type { AuditQuery } from '@app/contract';
import {
  type DayRange,
  dayRangeOf,
  type PageView,
  pageViewOf,
  timeRangeQueryOf,
  writePageView,
} from '../../lib/server-paging';

/** The filters; the days (from, to) as every console list keeps them (lib/server-paging). */
export interface AuditFilters extends DayRange {
  merchantCode?: string;
  actor?: string;
  target?: string;
}

export interface AuditView extends AuditFilters, PageView {}

const FILTER_NAMES = [
  'merchantCode',
  'actor',
  'target',
  'from',
  'to',
] as const satisfies readonly (keyof AuditFilters)[];
const TEXT_FILTERS = ['merchantCode', 'actor', 'target'] as const satisfies readonly (keyof AuditFilters)[];

/** The view of an address's query; what it cannot read (a bad date, page size) is left at its default. */
export function auditViewOf(search: URLSearchParams): AuditView {
  const view: AuditView = { ...pageViewOf(search), ...dayRangeOf(search) };
  for (const name of TEXT_FILTERS) {
    const value = search.get(name)?.trim();
    if (value) view[name] = value;
  }
  return view;
}

/** The address's query of a view: only what differs from the defaults. */
export function searchOfAuditView(view: AuditView): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = view[name]?.trim();
    if (value) search.set(name, value);
  }
  writePageView(search, view);
  return search;
}

/** The API's query: the days as the API's time range (both whole: lib/server-paging). */
export function auditQueryOf(view: AuditView): AuditQuery {
  const { from, to, ...rest } = view;
  return { ...rest, ...timeRangeQueryOf({ from, to }) };
}
