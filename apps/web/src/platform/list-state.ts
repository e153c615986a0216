import { type ListQuery, nextListQuery, type TableChange } from './list-query';

/**
 * What a server-paged list shows: its page and sort (`query`) and the screen's own filters
 * beside it. The filters are the screen's; the rules of how they move with the page are here.
 */
export type ListState<S extends string, F extends object = object> = F & { query: ListQuery<S> };

/** The columns a list may be sorted by, and the one it falls back to. */
export interface ListSort<S extends string> {
  sortable: readonly S[];
  defaultSort: S;
}

export const FIRST_PAGE_SIZE = 20;

/** The first page of a list paged on the server without a sort of its own. */
export const FIRST_PAGE: PageRequest = { page: 1, pageSize: FIRST_PAGE_SIZE };

/** The first page of a list, in ascending order of its default column. */
export function firstListState<S extends string, F extends object>(
  sort: ListSort<S>,
  filters: F,
): ListState<S, F> {
  return {
    ...filters,
    query: { page: 1, pageSize: FIRST_PAGE_SIZE, sortBy: sort.defaultSort, direction: 'asc' },
  };
}

/** New filters show the first page of what they find; size and sort stay. */
export function withFilters<S extends string, F extends object>(
  state: ListState<S, F>,
  change: Partial<F>,
): ListState<S, F> {
  return { ...state, ...change, query: { ...state.query, page: 1 } };
}

/** The list after the table's paging or sorting changed (see `nextListQuery`). */
export function afterTableChange<S extends string, F extends object>(
  state: ListState<S, F>,
  change: TableChange,
  sort: ListSort<S>,
): ListState<S, F> {
  return { ...state, query: nextListQuery(state.query, change, sort.sortable, sort.defaultSort) };
}

/** antd's `onChange` arguments as a table change: the first sorter when several are given. */
export function tableChangeOf(
  pagination: { current?: number | undefined; pageSize?: number | undefined },
  /** antd's sorter, or a list of them. */
  sorter: unknown,
  action: string | undefined,
): TableChange {
  const single = (Array.isArray(sorter) ? sorter[0] : sorter) as
    | { columnKey?: unknown; order?: 'ascend' | 'descend' | null }
    | undefined;
  return {
    current: pagination.current,
    pageSize: pagination.pageSize,
    sortField: single?.columnKey,
    sortOrder: single?.order,
    action,
  };
}

type Defined<F> = { [K in keyof F]?: Exclude<F[K], undefined | null> };

/**
 * The body a list with plain filters sends: page and sort, and only the filters holding a value
 * (texts trimmed; an empty text, null or undefined means "any", so it is left out).
 */
export function listSearchOf<S extends string, F extends object>(
  state: ListState<S, F>,
): ListQuery<S> & Defined<F> {
  const { query, ...filters } = state;
  const body: Record<string, unknown> = { ...query };
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '') continue;
    body[name] = text;
  }
  return body as ListQuery<S> & Defined<F>;
}

/** A page of a list without sorting: its number and size. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The page after the table's pager moved: a new page size starts again from the first page. */
export function pageAfter<P extends PageRequest>(
  page: P,
  pagination: { current?: number | undefined; pageSize?: number | undefined },
): P {
  const pageSize = pagination.pageSize ?? page.pageSize;
  return {
    ...page,
    page: pageSize !== page.pageSize ? 1 : (pagination.current ?? 1),
    pageSize,
  };
}
