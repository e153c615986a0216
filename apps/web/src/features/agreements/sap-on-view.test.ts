import { describe, expect, it } from 'vitest';
import { sapOnExportOf, sapOnFiltersOf } from './sap-on-view';

describe('the SAP ON screen’s filters', () => {
  it('sends only the filters holding a value, the validity window as two dates', () => {
    const filters = sapOnFiltersOf({
      search: '  12 ',
      channels: ['HC'],
      economicGroups: [],
      states: ['DESATUALIZADA'],
      validity: ['01/01/2026', null],
    });
    expect(filters).toEqual({
      search: '12',
      channels: ['HC'],
      economicGroups: undefined,
      businessUnits: undefined,
      states: ['DESATUALIZADA'],
      validFrom: '01/01/2026',
      validTo: undefined,
    });
    expect(sapOnExportOf(filters)).toEqual({
      search: '12',
      channels: ['HC'],
      states: ['DESATUALIZADA'],
      validFrom: '01/01/2026',
    });
  });

  it('clears to no filter at all', () => {
    expect(sapOnExportOf(sapOnFiltersOf({}))).toEqual({});
  });
});
