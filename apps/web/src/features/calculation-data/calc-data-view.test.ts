import { describe, expect, it } from 'vitest';
import {
  calcDataFiltersOf,
  defaultCalcDataWindow,
  importableSources,
  readableSources,
} from './calc-data-view';

describe('calculation data view', () => {
  it('opens on the current month', () => {
    expect(defaultCalcDataWindow(new Date(2026, 10, 26))).toEqual({
      competenceFrom: '11/2026',
      competenceTo: '11/2026',
    });
  });

  it('sends only the filters holding a code, trimmed', () => {
    expect(
      calcDataFiltersOf({
        competenceFrom: '01/2026',
        competenceTo: '03/2026',
        customer: ' 0001000101 ',
        store: null,
        sku: '',
        channel: undefined,
      }),
    ).toEqual({ competenceFrom: '01/2026', competenceTo: '03/2026', customer: '0001000101' });
  });

  it('shows sell-in to the sell-in roles and sell-out and DMS to the sell-out roles', () => {
    const holding =
      (...roles: string[]) =>
      (role: string) =>
        roles.includes(role);
    expect(readableSources(holding('ROLE_VISUALIZAR_CADASTRO_SELL_IN'))).toEqual(['sellIn']);
    expect(readableSources(holding('ROLE_EDITAR_CADASTRO_SELL_OUT'))).toEqual(['sellOut', 'dms']);
    expect(readableSources(holding('ROLE_VISUALIZAR_EXECUCAO_META'))).toEqual([]);
    expect(
      importableSources(holding('ROLE_VISUALIZAR_CADASTRO_SELL_OUT', 'ROLE_EDITAR_CADASTRO_SELL_IN')),
    ).toEqual(['sellIn']);
  });
});
