/**
 * One page of a list and how many rows the list has in all (DESIGN §4: list, totalPages, pageNum):
 * the count and the page are asked for together, the page by LIMIT/OFFSET of a query that is
 * already filtered and ordered (`.$dynamic()`, so limit and offset can be added here).
 */
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
