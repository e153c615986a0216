import { describe, expect, it } from 'vitest';
import {
  FIRST_LEVER_LIST,
  type LeverListState,
  leverListFromSearch,
  leverListToSearch,
  leverSearchOf,
} from './lever-list';

const filtered: LeverListState = {
  query: { page: 3, pageSize: 50, sortBy: 'validityEnd', direction: 'desc' },
  search: '  rebate ',
  channels: ['HC', 'PC'],
  status: 'VENCIDO',
  validFrom: '01/01/2026',
  validTo: '31/12/2026',
};

describe('lever list', () => {
  it('sends only the filters holding a value, the name trimmed', () => {
    expect(leverSearchOf(FIRST_LEVER_LIST)).toEqual({
      page: 1,
      pageSize: 20,
      sortBy: 'name',
      direction: 'asc',
    });
    expect(leverSearchOf(filtered)).toEqual({
      page: 3,
      pageSize: 50,
      sortBy: 'validityEnd',
      direction: 'desc',
      search: 'rebate',
      channels: ['HC', 'PC'],
      status: 'VENCIDO',
      validFrom: '01/01/2026',
      validTo: '31/12/2026',
    });
  });

  it('writes nothing in the address for the first page without filters', () => {
    expect(leverListToSearch(FIRST_LEVER_LIST)).toBe('');
  });

  it('reads back from the address the page, sort and filters it wrote', () => {
    const search = leverListToSearch(filtered);
    expect(search).toContain('canal=HC&canal=PC');
    expect(leverListFromSearch(new URLSearchParams(search))).toEqual({ ...filtered, search: 'rebate' });
  });

  it('falls back to the first state for what it cannot read', () => {
    const state = leverListFromSearch(
      new URLSearchParams(
        'pagina=0&pageSize=999&sortBy=password&direction=desc&status=LIGADO&validFrom=31/02/2026&validTo=2026-01-01&canal=&canal=HC&canal=HC',
      ),
    );
    expect(state).toEqual({ ...FIRST_LEVER_LIST, channels: ['HC'] });
  });
});
