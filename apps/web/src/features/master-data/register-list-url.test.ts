import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import { describe, expect, it } from 'vitest';
import { initialListState } from './register-engine';
import { allRecordsState, listStateFromSearch, listStateToSearch } from './register-list-url';

const customer = REGISTER_DECLARATIONS.customer;

describe('register list state in the URL', () => {
  it('writes nothing for the first state and reads it back from an empty query', () => {
    const initial = initialListState(customer);
    expect(listStateToSearch(customer, initial)).toBe('');
    expect(listStateFromSearch(customer, new URLSearchParams())).toEqual(initial);
  });

  it('round-trips page, page size, sort, text, status and declared filters', () => {
    const initial = initialListState(customer);
    const state = {
      query: { page: 3, pageSize: 50, sortBy: 'name', direction: 'desc' as const },
      search: 'alfa',
      filters: { ...initial.filters, region: 7, sapPayer: false, cnpj: '11222333' },
      active: '*' as const,
    };
    const search = listStateToSearch(customer, state);
    expect(listStateFromSearch(customer, new URLSearchParams(search))).toEqual(state);
  });

  it('falls back to the first state for values it cannot read', () => {
    const read = listStateFromSearch(
      customer,
      new URLSearchParams('pagina=-2&pageSize=9999&sortBy=secret&ativo=maybe&f.region=x&f.unknown=1'),
    );
    expect(read).toEqual(initialListState(customer));
  });

  it('"Todos" shows active and inactive records with no filter, keeping page size and sort', () => {
    const initial = initialListState(customer);
    const filtered = {
      query: { page: 4, pageSize: 50, sortBy: 'name', direction: 'desc' as const },
      search: 'beta',
      filters: { ...initial.filters, region: 2 },
      active: false,
    };
    expect(allRecordsState(customer, filtered)).toEqual({
      ...initial,
      query: { page: 1, pageSize: 50, sortBy: 'name', direction: 'desc' },
      active: '*',
    });
  });
});
