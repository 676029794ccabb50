/**
 * The page of a list paged on the server (contract operator-page-rules.ts), kept in the address
 * with the list's filters so that a link shows the same rows, and the antd Table pagination that
 * shows and changes it.
 */
import { OPERATOR_PAGE_SIZE_DEFAULT, OPERATOR_PAGE_SIZES } from '@app/contract/client';
import type { TablePaginationConfig } from 'antd';

export interface PageView {
  pageNo: number;
  pageSize: number;
}

export const FIRST_PAGE: PageView = { pageNo: 1, pageSize: OPERATOR_PAGE_SIZE_DEFAULT };

function positiveInteger(text: string | null): number | undefined {
  const number = Number(text);
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

/** The page of an address's query; a page size the console does not offer is left at its default. */
export function pageViewOf(search: URLSearchParams): PageView {
  const pageSize = positiveInteger(search.get('pageSize'));
  return {
    pageNo: positiveInteger(search.get('pageNo')) ?? FIRST_PAGE.pageNo,
    pageSize:
      pageSize && (OPERATOR_PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : FIRST_PAGE.pageSize,
  };
}

/** Writes the page into an address's query: only what differs from the first page's defaults. */
export function writePageView(search: URLSearchParams, page: PageView): void {
  if (page.pageNo !== FIRST_PAGE.pageNo) search.set('pageNo', String(page.pageNo));
  if (page.pageSize !== FIRST_PAGE.pageSize) search.set('pageSize', String(page.pageSize));
}

/**
 * The Table's `pagination` of a page of `total` rows; `go` gets the page asked for. A new page
 * size starts again at the first page: the old page number would mean other rows.
 */
export const serverPagination = (
  page: PageView,
  total: number,
  showTotal: (total: number) => string,
  go: (page: PageView) => void,
): TablePaginationConfig => ({
  current: page.pageNo,
  pageSize: page.pageSize,
  total,
  showSizeChanger: true,
  pageSizeOptions: [...OPERATOR_PAGE_SIZES],
  showTotal,
  onChange: (current, pageSize) => go({ pageNo: pageSize === page.pageSize ? current : 1, pageSize }),
});

/** A list's range of whole days (YYYY-MM-DD, the staff member's local days), kept in the address. */
export interface DayRange {
  /** The first day shown. */
  from?: string;
  /** The last day shown, whole. */
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string | null | undefined): text is string =>
  !!text && DAY.test(text) && !Number.isNaN(new Date(`${text}T00:00:00`).getTime());

/** The days of an address's query (`from`, `to`); a date it cannot read is left out. */
export function dayRangeOf(search: URLSearchParams): DayRange {
  const from = search.get('from')?.trim();
  const to = search.get('to')?.trim();
  return { ...(isDay(from) ? { from } : {}), ...(isDay(to) ? { to } : {}) };
}

/** Writes the days into an address's query. */
export function writeDayRange(search: URLSearchParams, range: DayRange): void {
  if (range.from) search.set('from', range.from);
  if (range.to) search.set('to', range.to);
}

/** The Unix ms at which a day begins where the staff member is (a day of a clock change too). */
const startOfDay = (day: string, daysLater = 0): number => {
  const start = new Date(`${day}T00:00:00`);
  start.setDate(start.getDate() + daysLater);
  return start.getTime();
};

/**
 * The API's time range (contract TimeRangeQuery, Unix ms: `from` included, `to` not): from the
 * start of the first day to the start of the day after the last, so both days are whole.
 */
export const timeRangeQueryOf = ({ from, to }: DayRange): { from?: number; to?: number } => ({
  ...(from ? { from: startOfDay(from) } : {}),
  ...(to ? { to: startOfDay(to, 1) } : {}),
});
