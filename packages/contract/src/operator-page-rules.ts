/**
 * The back office's long lists (audit, money queues, ...) are paged on the server: a page number,
 * a page size up to OPERATOR_PAGE_SIZE_MAX, and the answer tells how many rows the list holds, so a
 * table can show its pages. The schemas are in operator-page.ts.
 */
export const OPERATOR_PAGE_SIZE_MAX = 100;
export const OPERATOR_PAGE_SIZE_DEFAULT = 20;
/** The page sizes the console offers. */
export const OPERATOR_PAGE_SIZES = [OPERATOR_PAGE_SIZE_DEFAULT, 50, OPERATOR_PAGE_SIZE_MAX] as const;
/** The highest page number asked for: far beyond any list, low enough for an OFFSET. */
export const OPERATOR_PAGE_NO_MAX = 100_000;

/** One page of a back-office list as the API answers it (the schema: OperatorPage in operator-page.ts). */
export interface OperatorPageOf<Row> {
  list: Row[];
  /** How many rows the whole list holds. */
  total: number;
  pageNo: number;
  pageSize: number;
}
