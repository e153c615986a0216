import { describe, expect, it } from 'vitest';
import { activeFilters, filtersOf } from './agreement-list';

describe('agreement list filters', () => {
  it('sends nothing for empty lists and blank texts, and the validity window as two dates', () => {
    const filters = filtersOf({
      search: '  Alfa ',
      economicGroups: [],
      channels: ['HC'],
      customer: ' ',
      validity: ['01/01/2026', null],
    });
    expect(activeFilters(filters)).toEqual({ search: 'Alfa', channels: ['HC'], validFrom: '01/01/2026' });
    expect(activeFilters(filtersOf({ validity: null }))).toEqual({});
  });
});
