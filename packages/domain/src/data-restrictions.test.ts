import { describe, expect, it } from 'vitest';
import {
  allows,
  isWithinRestrictions,
  NO_RESTRICTIONS,
  outsideRestrictions,
  restrictedFields,
} from './data-restrictions';
import { REGISTER_DECLARATIONS } from './register-declarations';

const HC_ONLY = { ...NO_RESTRICTIONS, canais: ['HC'] };

describe('data restrictions', () => {
  it('leaves an empty list open and keeps a restricted dimension to its codes, an empty value outside', () => {
    expect(allows(NO_RESTRICTIONS, 'canais', null)).toBe(true);
    expect(allows(HC_ONLY, 'canais', 'HC')).toBe(true);
    expect(allows(HC_ONLY, 'canais', 'PC')).toBe(false);
    expect(allows(HC_ONLY, 'canais', null)).toBe(false);
    expect(allows(HC_ONLY, 'regioes', null)).toBe(true);
  });

  it('checks only the dimensions a record has', () => {
    expect(isWithinRestrictions(HC_ONLY, { regioes: 'NE' })).toBe(true);
    expect(isWithinRestrictions(HC_ONLY, { canais: 'HC', regioes: null })).toBe(true);
    expect(isWithinRestrictions(HC_ONLY, { canais: null })).toBe(false);
  });

  it('says on the field which codes the caller may use when a saved code is outside them', () => {
    const twoChannels = { ...NO_RESTRICTIONS, canais: ['HC', 'MT'] };
    expect(outsideRestrictions(twoChannels, 'canais', 'HC', ['channel'])).toEqual([]);
    expect(outsideRestrictions(NO_RESTRICTIONS, 'canais', null, ['channel'])).toEqual([]);
    expect(outsideRestrictions(twoChannels, 'canais', 'PC', ['lines', 2, 'channel'])).toEqual([
      {
        path: ['lines', 2, 'channel'],
        message: 'validation.outsideRestrictions',
        params: { allowed: 'HC, MT' },
      },
    ]);
    // A list is one problem on its field, whichever of its codes is outside.
    expect(outsideRestrictions(twoChannels, 'canais', ['HC', 'PC', 'AS'], ['channels'])).toHaveLength(1);
    expect(outsideRestrictions(twoChannels, 'canais', ['HC', 'MT'], ['channels'])).toEqual([]);
    expect(outsideRestrictions(twoChannels, 'canais', null, ['channel'])).toHaveLength(1);
  });

  it('reads the restricted fields from the register declarations', () => {
    expect(restrictedFields(REGISTER_DECLARATIONS.customer)).toEqual([
      { dimension: 'canais', field: 'channel' },
      { dimension: 'regioes', field: 'region' },
    ]);
    expect(restrictedFields(REGISTER_DECLARATIONS.region)).toEqual([
      { dimension: 'commodities', field: 'groupedCommodity' },
      { dimension: 'regioes', field: 'code' },
    ]);
    expect(restrictedFields(REGISTER_DECLARATIONS.channel)).toEqual([{ dimension: 'canais', field: 'code' }]);
    expect(restrictedFields(REGISTER_DECLARATIONS.brand)).toEqual([]);
  });
});
