/**
 * One page of a list and how many rows the list has in all (DESIGN §4: list, totalPages, pageNum):
 * the count and the page are asked for together, the page by LIMIT/OFFSET of a query that is
 * already filtered and ordered (`.$dynamic()`, so limit and offset can be added here).
 */
import { OPERATOR_PAGE_SIZE_DEFAULT } from '@app/contract';

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

export const pageWithTotal = async <Row>(
  counted: PromiseLike<{ value: number }[]>,
  ordered: { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } },
  page: PageRequest,
): Promise<{ total: number; rows: Row[] }> => {
  const [[total], rows] = await Promise.all([
    counted,
    ordered.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
  ]);
  return { total: total?.value ?? 0, rows };
};

/** The page a back-office list's query asks for (contract OperatorPageQuery; its defaults when left out). */
export const operatorPageRequest = (query: { pageNo?: number; pageSize?: number }): PageRequest => ({
  pageNum: query.pageNo ?? 1,
  pageSize: query.pageSize ?? OPERATOR_PAGE_SIZE_DEFAULT,
});

/** A back-office list's answer (contract OperatorPage) of a page's items and the list's total. */
export const operatorPage = <Item>(list: Item[], total: number, page: PageRequest) => ({
  list,
  total,
  pageNo: page.pageNum,
  pageSize: page.pageSize,
});
