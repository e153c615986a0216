import { describe, expect, it } from 'vitest';
import {
  afterTableChange,
  firstListState,
  type ListSort,
  listSearchOf,
  pageAfter,
  tableChangeOf,
  withFilters,
} from './list-state';

type Column = 'name' | 'actionType';
const SORT: ListSort<Column> = { sortable: ['name', 'actionType'], defaultSort: 'name' };
interface Filters {
  texto?: string | undefined;
  profileId?: number | undefined;
}
const first = firstListState<Column, Filters>(SORT, {});

describe('a server-paged list', () => {
  it('starts on the first page of 20, ascending by its default column', () => {
    expect(first).toEqual({ query: { pagina: 1, tamanhoPagina: 20, ordenarPor: 'name', direcao: 'asc' } });
  });

  it('goes back to the first page when a filter changes, keeping size and sort', () => {
    const third = {
      ...first,
      query: { pagina: 3, tamanhoPagina: 50, ordenarPor: 'actionType', direcao: 'desc' },
    };
    const filtered = withFilters(third as typeof first, { texto: 'verba' });
    expect(filtered).toEqual({
      texto: 'verba',
      query: { pagina: 1, tamanhoPagina: 50, ordenarPor: 'actionType', direcao: 'desc' },
    });
    expect(withFilters(filtered, { profileId: 4 })).toMatchObject({ texto: 'verba', profileId: 4 });
  });

  it('turns pages and sorts as the table asks, the filters untouched', () => {
    const filtered = withFilters(first, { texto: 'verba' });
    const paged = afterTableChange(filtered, { current: 2, pageSize: 20, action: 'paginate' }, SORT);
    expect(paged).toEqual({ texto: 'verba', query: { ...first.query, pagina: 2 } });
    const sorted = afterTableChange(
      paged,
      { current: 2, pageSize: 20, sortField: 'actionType', sortOrder: 'descend', action: 'sort' },
      SORT,
    );
    expect(sorted.query).toEqual({ pagina: 1, tamanhoPagina: 20, ordenarPor: 'actionType', direcao: 'desc' });
    expect(sorted.texto).toBe('verba');
  });

  it('sends only the filters that hold a value, texts trimmed', () => {
    const state = withFilters(first, { texto: '  verba ', profileId: undefined });
    expect(listSearchOf(state)).toEqual({ ...first.query, texto: 'verba' });
    expect(listSearchOf(withFilters(first, { texto: '   ' }))).toEqual(first.query);
    expect(listSearchOf(withFilters(first, { profileId: 0 }))).toEqual({ ...first.query, profileId: 0 });
  });
});

describe("the table's change", () => {
  it('reads the page, size and the first sorter, whether one or several are given', () => {
    const sorter = { columnKey: 'name', order: 'descend' as const };
    const expected = {
      current: 3,
      pageSize: 50,
      sortField: 'name',
      sortOrder: 'descend',
      action: 'sort',
    };
    expect(tableChangeOf({ current: 3, pageSize: 50 }, sorter, 'sort')).toEqual(expected);
    expect(tableChangeOf({ current: 3, pageSize: 50 }, [sorter], 'sort')).toEqual(expected);
  });

  it('has no sort when the table reports none', () => {
    expect(tableChangeOf({ current: 1 }, {}, 'paginate')).toMatchObject({
      sortField: undefined,
      sortOrder: undefined,
    });
  });
});

describe('a list paged without sorting', () => {
  it('moves to the page asked for, and back to the first when the page size changes', () => {
    const page = { pagina: 3, tamanhoPagina: 10, direcao: 'desc' as const };
    expect(pageAfter(page, { current: 4, pageSize: 10 })).toEqual({ ...page, pagina: 4 });
    expect(pageAfter(page, { current: 3, pageSize: 50 })).toEqual({ ...page, pagina: 1, tamanhoPagina: 50 });
  });
});
