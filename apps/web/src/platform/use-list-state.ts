import { useRef, useState } from 'react';
import { type ListQuery, sortOrderOf } from './list-query';
import {
  afterTableChange,
  FIRST_PAGE,
  type ListSort,
  type ListState,
  type PageRequest,
  tableChangeOf,
  withFilters,
} from './list-state';

/** Where a list keeps its state: the component's memory, or the address (registers). */
export interface ListStore<T> {
  state: T;
  setState: (next: T) => void;
}

/** What the table of a list reads: the page and sort, and where its changes go. */
export interface ListTableControls {
  state: { query: ListQuery<string> };
  /** The table's `onChange`: paging and sorting on the server. */
  onTableChange: (
    pagination: { current?: number | undefined; pageSize?: number | undefined },
    filters: unknown,
    sorter: unknown,
    extra: { action?: string | undefined },
  ) => void;
  /** antd's `sortOrder` of a column: the list's sort, or none for another column. */
  sortOrder: (column: string) => 'ascend' | 'descend' | null;
}

export interface ListControls<S extends string, F extends object> extends ListTableControls {
  state: ListState<S, F>;
  setFilters: (change: Partial<F>) => void;
  replace: (next: ListState<S, F>) => void;
}

/**
 * Paging, sorting and filters of a list kept in `store`. Every change starts from the state of
 * now, not the one of the render that made the handler: the table memoises its header cells
 * and may call a handler from before the last search.
 */
export function useListControls<S extends string, F extends object>(
  store: ListStore<ListState<S, F>>,
  sort: ListSort<S>,
): ListControls<S, F> {
  const latest = useRef(store.state);
  latest.current = store.state;
  const replace = (next: ListState<S, F>) => {
    latest.current = next;
    store.setState(next);
  };
  return {
    state: store.state,
    replace,
    setFilters: (change) => replace(withFilters(latest.current, change)),
    onTableChange: (pagination, _filters, sorter, extra) =>
      replace(afterTableChange(latest.current, tableChangeOf(pagination, sorter, extra.action), sort)),
    sortOrder: (column) => sortOrderOf<string>(store.state.query, column),
  };
}

/** A list whose state lives as long as its screen. */
export function useListState<S extends string, F extends object>(
  initial: ListState<S, F> | (() => ListState<S, F>),
  sort: ListSort<S>,
): ListControls<S, F> {
  const [state, setState] = useState(initial);
  return useListControls({ state, setState }, sort);
}

/**
 * The filters and the page of a list paged on the server without a sort: new filters show the
 * first page, at the size the user chose.
 */
export function usePagedFilters<F>(initial: F | (() => F)) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState<PageRequest>(FIRST_PAGE);
  const apply = (next: F) => {
    setFilters(next);
    setPage((current) => ({ ...current, page: 1 }));
  };
  return { filters, apply, page, setPage };
}
