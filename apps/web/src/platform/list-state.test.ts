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
  search?: string | undefined;
  profileId?: number | undefined;
}
const first = firstListState<Column, Filters>(SORT, {});

describe('a server-paged list', () => {
  it('starts on the first page of 20, ascending by its default column', () => {
    expect(first).toEqual({ query: { page: 1, pageSize: 20, sortBy: 'name', direction: 'asc' } });
  });

  it('goes back to the first page when a filter changes, keeping size and sort', () => {
    const third = {
      ...first,
      query: { page: 3, pageSize: 50, sortBy: 'actionType', direction: 'desc' },
    };
    const filtered = withFilters(third as typeof first, { search: 'verba' });
    expect(filtered).toEqual({
      search: 'verba',
      query: { page: 1, pageSize: 50, sortBy: 'actionType', direction: 'desc' },
    });
    expect(withFilters(filtered, { profileId: 4 })).toMatchObject({ search: 'verba', profileId: 4 });
  });

  it('turns pages and sorts as the table asks, the filters untouched', () => {
    const filtered = withFilters(first, { search: 'verba' });
    const paged = afterTableChange(filtered, { current: 2, pageSize: 20, action: 'paginate' }, SORT);
    expect(paged).toEqual({ search: 'verba', query: { ...first.query, page: 2 } });
    const sorted = afterTableChange(
      paged,
      { current: 2, pageSize: 20, sortField: 'actionType', sortOrder: 'descend', action: 'sort' },
      SORT,
    );
    expect(sorted.query).toEqual({ page: 1, pageSize: 20, sortBy: 'actionType', direction: 'desc' });
    expect(sorted.search).toBe('verba');
  });

  it('sends only the filters that hold a value, texts trimmed', () => {
    const state = withFilters(first, { search: '  verba ', profileId: undefined });
    expect(listSearchOf(state)).toEqual({ ...first.query, search: 'verba' });
    expect(listSearchOf(withFilters(first, { search: '   ' }))).toEqual(first.query);
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
    const page = { page: 3, pageSize: 10, direction: 'desc' as const };
    expect(pageAfter(page, { current: 4, pageSize: 10 })).toEqual({ ...page, page: 4 });
    expect(pageAfter(page, { current: 3, pageSize: 50 })).toEqual({ ...page, page: 1, pageSize: 50 });
  });
});
