/**
 * What the audit page shows, kept in its address so that a link to it shows the same entries:
 * the filters (dates as the date fields write them, YYYY-MM-DD) and the page. The query the API
 * takes is made from it.
 */
import type { AuditQuery } from '@app/contract';
import { type PageView, pageViewOf, writePageView } from '../../lib/server-paging';

export interface AuditFilters {
  merchantCode?: string;
  actor?: string;
  target?: string;
  /** The first day shown, whole (the staff member's local day). */
  from?: string;
  /** The last day shown, whole. */
  to?: string;
}

export interface AuditView extends AuditFilters, PageView {}

const FILTER_NAMES = [
  'merchantCode',
  'actor',
  'target',
  'from',
  'to',
] as const satisfies readonly (keyof AuditFilters)[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (text: string): boolean => DAY.test(text) && !Number.isNaN(Date.parse(text));

/** The view of an address's query; what it cannot read (a bad date, page size) is left at its default. */
export function auditViewOf(search: URLSearchParams): AuditView {
  const view: AuditView = pageViewOf(search);
  for (const name of FILTER_NAMES) {
    const value = search.get(name)?.trim();
    if (!value) continue;
    if ((name === 'from' || name === 'to') && !isDay(value)) continue;
    view[name] = value;
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

/** The Unix ms at which a day (YYYY-MM-DD) begins where the staff member is. */
const startOfDay = (day: string, daysLater = 0): number => {
  const start = new Date(`${day}T00:00:00`);
  start.setDate(start.getDate() + daysLater);
  return start.getTime();
};

/**
 * The API's query: `from` the start of the first day, `to` (entries before it) the start of the
 * day after the last, so that both days are whole (and a day of a clock change is too).
 */
export function auditQueryOf(view: AuditView): AuditQuery {
  const { from, to, ...rest } = view;
  return {
    ...rest,
    ...(from ? { from: startOfDay(from) } : {}),
    ...(to ? { to: startOfDay(to, 1) } : {}),
  };
}
