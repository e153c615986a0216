import { describe, expect, it } from 'vitest';
import {
  applicableCategoryPercentage,
  appreciatedTotal,
  appreciatedValueFits,
  type CategoryPercentageCandidate,
  canMoveAppreciation,
  categoryAppreciation,
  cycleMonthDays,
  volumeAppreciation,
  volumeWithinExecuted,
  ZFolderAppreciationSaveSchema,
} from './folder-appreciation';

const percentage = (over: Partial<CategoryPercentageCandidate>): CategoryPercentageCandidate => ({
  id: 1,
  year: 2026,
  channel: null,
  commodity: null,
  category: 'LIMP',
  percentage: '5.0000',
  validityStart: '2026-01-01',
  validityEnd: null,
  ...over,
});

const DECEMBER = {
  year: 2026,
  channel: 'HC',
  commodity: 'HPF',
  category: 'LIMP',
  monthStart: '2026-12-01',
  monthEnd: '2026-12-31',
};

describe('the appreciation of a cycle folder', () => {
  it('is saved and confirmed in register, and reopened once confirmed', () => {
    expect(canMoveAppreciation('edit', 'EM_CADASTRO')).toBe(true);
    expect(canMoveAppreciation('edit', 'CONFIRMADA')).toBe(false);
    expect(canMoveAppreciation('confirm', 'EM_CADASTRO')).toBe(true);
    expect(canMoveAppreciation('confirm', 'CONFIRMADA')).toBe(false);
    expect(canMoveAppreciation('reopen', 'CONFIRMADA')).toBe(true);
    expect(canMoveAppreciation('reopen', 'EM_CADASTRO')).toBe(false);
  });

  it('values a row by volume at the unit value, exactly, rounded once to cents half up', () => {
    expect(volumeAppreciation('3', '0.3333')).toBe('1.00');
    expect(volumeAppreciation('7.001', '0.3333')).toBe('2.33');
    expect(volumeAppreciation('0.015', '1')).toBe('0.02');
    expect(volumeAppreciation('999999999999.999', '9999.9999')).toBe('9999999899999990.00');
  });

  it('values a row by category percentage on its sales, exactly, rounded once to cents half up', () => {
    expect(categoryAppreciation('1000.00', '12.5000')).toBe('125.00');
    expect(categoryAppreciation('0.10', '5.0000')).toBe('0.01');
    expect(categoryAppreciation('0.09', '5.0000')).toBe('0.00');
    expect(categoryAppreciation('333.33', '33.3333')).toBe('111.11');
    expect(categoryAppreciation('9999999999999999.99', '100.0000')).toBe('9999999999999999.99');
  });

  it('lets finance lower the executed volume, never raise it', () => {
    expect(volumeWithinExecuted('10.000', '10.000')).toBe(true);
    expect(volumeWithinExecuted('9.999', '10.000')).toBe(true);
    expect(volumeWithinExecuted('10.001', '10.000')).toBe(false);
  });

  it('refuses a value beyond the money column and adds its rows exactly', () => {
    expect(appreciatedValueFits(volumeAppreciation('999999999999.999', '99999.9999'))).toBe(false);
    expect(appreciatedValueFits('12.34')).toBe(true);
    expect(appreciatedTotal([{ appreciatedValue: '0.10' }, { appreciatedValue: '0.20' }])).toBe('0.30');
  });

  it('takes the most specific percentage valid in the cycle’s month', () => {
    const general = percentage({ id: 1, percentage: '5.0000' });
    const ofCommodity = percentage({ id: 2, commodity: 'HPF', percentage: '6.0000' });
    const ofChannel = percentage({ id: 3, channel: 'HC', percentage: '7.0000' });
    const ofBoth = percentage({ id: 4, channel: 'HC', commodity: 'HPF', percentage: '8.0000' });
    expect(applicableCategoryPercentage([general], DECEMBER)?.id).toBe(1);
    expect(applicableCategoryPercentage([general, ofCommodity], DECEMBER)?.id).toBe(2);
    expect(applicableCategoryPercentage([general, ofCommodity, ofChannel], DECEMBER)?.id).toBe(3);
    expect(applicableCategoryPercentage([ofBoth, general, ofCommodity, ofChannel], DECEMBER)?.id).toBe(4);
  });

  it('leaves out percentages of another year, category, channel, business unit or validity', () => {
    const others = [
      percentage({ id: 1, year: 2025 }),
      percentage({ id: 2, category: 'HIG' }),
      percentage({ id: 3, channel: 'MT' }),
      percentage({ id: 4, commodity: 'ICE' }),
      percentage({ id: 5, validityEnd: '2026-11-30' }),
      percentage({ id: 6, validityStart: '2027-01-01' }),
    ];
    expect(applicableCategoryPercentage(others, DECEMBER)).toBeNull();
    // Valid on one day of the month is enough.
    expect(
      applicableCategoryPercentage([percentage({ id: 7, validityEnd: '2026-12-01' })], DECEMBER)?.id,
    ).toBe(7);
    expect(
      applicableCategoryPercentage([percentage({ id: 8, validityStart: '2026-12-31' })], DECEMBER)?.id,
    ).toBe(8);
  });

  it('reads a cycle as the month of the folder’s year', () => {
    expect(cycleMonthDays(2026, 2)).toEqual({ monthStart: '2026-02-01', monthEnd: '2026-02-28' });
    expect(cycleMonthDays(2028, 2)).toEqual({ monthStart: '2028-02-01', monthEnd: '2028-02-29' });
    expect(cycleMonthDays(2026, 12)).toEqual({ monthStart: '2026-12-01', monthEnd: '2026-12-31' });
  });

  it('breaks a tie by the latest start of validity, then the latest record', () => {
    const older = percentage({ id: 1, validityStart: '2026-01-01' });
    const newer = percentage({ id: 2, validityStart: '2026-06-01' });
    const newest = percentage({ id: 3, validityStart: '2026-06-01' });
    expect(applicableCategoryPercentage([older, newer], DECEMBER)?.id).toBe(2);
    expect(applicableCategoryPercentage([newest, older, newer], DECEMBER)?.id).toBe(3);
  });

  it('reads a save by its method: volumes for volume, sales for category percentage', () => {
    const volume = ZFolderAppreciationSaveSchema.safeParse({
      folderId: 1,
      method: 'VOLUME',
      rows: [{ actionId: 2, customer: 'C1', financeVolume: '1.5' }],
    });
    expect(volume.success && volume.data.rows[0]).toEqual({
      actionId: 2,
      customer: 'C1',
      financeVolume: '1.500',
    });
    const sales = ZFolderAppreciationSaveSchema.safeParse({
      folderId: 1,
      method: 'PERCENTUAL_CATEGORIA',
      rows: [{ actionId: 2, customer: 'C1', categorySales: '10' }],
    });
    expect(sales.success && sales.data.rows[0]).toEqual({
      actionId: 2,
      customer: 'C1',
      categorySales: '10.00',
    });
    const mixed = ZFolderAppreciationSaveSchema.safeParse({
      folderId: 1,
      method: 'PERCENTUAL_CATEGORIA',
      rows: [{ actionId: 2, customer: 'C1', financeVolume: '1' }],
    });
    expect(mixed.success).toBe(false);
    expect(
      ZFolderAppreciationSaveSchema.safeParse({
        folderId: 1,
        method: 'VOLUME',
        rows: [{ actionId: 2, customer: 'C1', financeVolume: '-1' }],
      }).success,
    ).toBe(false);
  });
});
