/** What a server-paged list asks for: the spec's paging fields plus the sort column. */
export interface ListQuery<S extends string> {
  pagina: number;
  tamanhoPagina: number;
  ordenarPor: S;
  direcao: 'asc' | 'desc';
}

export interface TableChange {
  current?: number | undefined;
  pageSize?: number | undefined;
  /** antd's sorter: the column's key and its order, absent when the sort is cleared. */
  sortField?: unknown;
  sortOrder?: 'ascend' | 'descend' | null | undefined;
}

/**
 * The next list query after a table change: a new sort or page size goes back to page 1, a
 * cleared sort returns to the default column, and an unknown column is ignored.
 */
export function nextListQuery<S extends string>(
  previous: ListQuery<S>,
  change: TableChange,
  sortable: readonly S[],
  defaultSort: S,
): ListQuery<S> {
  const field = sortable.find((column) => column === change.sortField);
  const ordenarPor = change.sortOrder && field ? field : defaultSort;
  const direcao = change.sortOrder === 'descend' ? 'desc' : 'asc';
  const tamanhoPagina = change.pageSize ?? previous.tamanhoPagina;
  const sameOrder =
    ordenarPor === previous.ordenarPor &&
    direcao === previous.direcao &&
    tamanhoPagina === previous.tamanhoPagina;
  return { pagina: sameOrder ? (change.current ?? previous.pagina) : 1, tamanhoPagina, ordenarPor, direcao };
}

/** antd's name for a column's current order. */
export function sortOrderOf<S extends string>(query: ListQuery<S>, column: S): 'ascend' | 'descend' | null {
  if (query.ordenarPor !== column) return null;
  return query.direcao === 'desc' ? 'descend' : 'ascend';
}
