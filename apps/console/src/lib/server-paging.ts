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
