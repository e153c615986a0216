/** What a server-paged list asks for: the spec's paging fields plus the sort column. */
export interface ListQuery<S extends string> {
  page: number;
  pageSize: number;
  sortBy: S;
  direction: 'asc' | 'desc';
}

export interface TableChange {
  current?: number | undefined;
  pageSize?: number | undefined;
  /** antd's sorter: the column's key and its order, absent when the sort is cleared. */
  sortField?: unknown;
  sortOrder?: 'ascend' | 'descend' | null | undefined;
  /** antd's reason for the change (`extra.action`): a header click is `sort`. */
  action?: string | undefined;
}

/**
 * The next list query after a table change: a new sort or page size goes back to page 1, a
 * cleared sort returns to the default column, and an unknown column is ignored. A header click
 * on the column the list is sorted by flips its direction: the query, not the table's own memory
 * of the last click, is what the list shows (when the query lives in the address, the table can
 * be a click behind and would ask for the same order again).
 */
export function nextListQuery<S extends string>(
  previous: ListQuery<S>,
  change: TableChange,
  sortable: readonly S[],
  defaultSort: S,
): ListQuery<S> {
  const field = sortable.find((column) => column === change.sortField);
  const flips = change.action === 'sort' && field !== undefined && field === previous.sortBy;
  const sortBy = flips || (change.sortOrder && field) ? (field ?? defaultSort) : defaultSort;
  const direction = flips
    ? previous.direction === 'asc'
      ? 'desc'
      : 'asc'
    : change.sortOrder === 'descend'
      ? 'desc'
      : 'asc';
  const pageSize = change.pageSize ?? previous.pageSize;
  const sameOrder =
    sortBy === previous.sortBy && direction === previous.direction && pageSize === previous.pageSize;
  return { page: sameOrder ? (change.current ?? previous.page) : 1, pageSize, sortBy, direction };
}

/** antd's name for a column's current order. */
export function sortOrderOf<S extends string>(query: ListQuery<S>, column: S): 'ascend' | 'descend' | null {
  if (query.sortBy !== column) return null;
  return query.direction === 'desc' ? 'descend' : 'ascend';
}
