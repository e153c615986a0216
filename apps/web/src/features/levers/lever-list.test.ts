import { describe, expect, it } from 'vitest';
import {
  FIRST_LEVER_LIST,
  type LeverListState,
  leverListFromSearch,
  leverListToSearch,
  leverSearchOf,
} from './lever-list';

const filtered: LeverListState = {
  query: { pagina: 3, tamanhoPagina: 50, ordenarPor: 'validityEnd', direcao: 'desc' },
  texto: '  rebate ',
  channels: ['HC', 'PC'],
  status: 'VENCIDO',
  validFrom: '01/01/2026',
  validTo: '31/12/2026',
};

describe('lever list', () => {
  it('sends only the filters holding a value, the name trimmed', () => {
    expect(leverSearchOf(FIRST_LEVER_LIST)).toEqual({
      pagina: 1,
      tamanhoPagina: 20,
      ordenarPor: 'name',
      direcao: 'asc',
    });
    expect(leverSearchOf(filtered)).toEqual({
      pagina: 3,
      tamanhoPagina: 50,
      ordenarPor: 'validityEnd',
      direcao: 'desc',
      texto: 'rebate',
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
    expect(leverListFromSearch(new URLSearchParams(search))).toEqual({ ...filtered, texto: 'rebate' });
  });

  it('falls back to the first state for what it cannot read', () => {
    const state = leverListFromSearch(
      new URLSearchParams(
        'pagina=0&tamanhoPagina=999&ordenarPor=password&direcao=desc&status=LIGADO&validFrom=31/02/2026&validTo=2026-01-01&canal=&canal=HC&canal=HC',
      ),
    );
    expect(state).toEqual({ ...FIRST_LEVER_LIST, channels: ['HC'] });
  });
});
