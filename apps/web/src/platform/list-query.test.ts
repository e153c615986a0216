import { describe, expect, it } from 'vitest';
import { type ListQuery, nextListQuery, sortOrderOf } from './list-query';

const first: ListQuery<'name' | 'id'> = { page: 3, pageSize: 20, sortBy: 'name', direction: 'asc' };

describe('server-paged list query', () => {
  it('moves to the chosen page while the order stays', () => {
    expect(
      nextListQuery(
        first,
        { current: 4, pageSize: 20, sortField: 'name', sortOrder: 'ascend' },
        ['name', 'id'],
        'name',
      ),
    ).toEqual({
      ...first,
      page: 4,
    });
  });

  it('goes back to the first page on a new sort', () => {
    expect(
      nextListQuery(
        first,
        { current: 3, pageSize: 20, sortField: 'id', sortOrder: 'descend' },
        ['name', 'id'],
        'name',
      ),
    ).toEqual({
      page: 1,
      pageSize: 20,
      sortBy: 'id',
      direction: 'desc',
    });
  });

  it('returns to the default sort when the sort is cleared or the column is unknown', () => {
    const byId = { ...first, sortBy: 'id' as const };
    expect(
      nextListQuery(byId, { current: 3, sortField: 'id', sortOrder: null }, ['name', 'id'], 'name').sortBy,
    ).toBe('name');
    expect(
      nextListQuery(first, { sortField: 'email', sortOrder: 'ascend' }, ['name', 'id'], 'name').sortBy,
    ).toBe('name');
  });

  it('tells the table which column is sorted and how', () => {
    expect(sortOrderOf({ ...first, direction: 'desc' }, 'name')).toBe('descend');
    expect(sortOrderOf(first, 'id')).toBeNull();
  });
});

describe('a header click on the sorted column', () => {
  it('flips the direction whatever order the table reports', () => {
    const byName: ListQuery<'name' | 'id'> = { ...first, page: 1 };
    // The table remembers no earlier click and asks for ascending again.
    const change = {
      current: 1,
      pageSize: 20,
      sortField: 'name',
      sortOrder: 'ascend' as const,
      action: 'sort',
    };
    const flipped = nextListQuery(byName, change, ['name', 'id'], 'id');
    expect(flipped).toEqual({ ...byName, direction: 'desc' });
    expect(nextListQuery(flipped, change, ['name', 'id'], 'id')).toEqual(byName);
  });

  it('keeps the order when the change is a page turn', () => {
    const change = {
      current: 4,
      pageSize: 20,
      sortField: 'name',
      sortOrder: 'ascend' as const,
      action: 'paginate',
    };
    expect(nextListQuery(first, change, ['name', 'id'], 'id')).toEqual({ ...first, page: 4 });
  });
});
