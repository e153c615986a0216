import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignmentExcess,
  distributionBalance,
  plannedByRegion,
  proposeDistribution,
  sharesByCoordinator,
  ZFolderDistributionSaveSchema,
} from './folder-distribution';

const cents = fc
  .bigInt({ min: 0n, max: 10n ** 15n })
  .map((value) => new Decimal(value.toString()).dividedBy(100).toFixed(2));
const weight = fc.oneof(
  fc.constant('0'),
  fc
    .bigInt({ min: 0n, max: 10n ** 12n })
    .map((value) => new Decimal(value.toString()).dividedBy(100).toFixed(2)),
);

describe('the distribution of a cycle folder’s money among coordinators', () => {
  it('adds the shares up exactly and says by how much they miss the total', () => {
    expect(distributionBalance('1000.00', ['600.00', '400.00'])).toEqual({
      distributed: '1000.00',
      difference: '0.00',
      balanced: true,
    });
    expect(distributionBalance('1000.00', ['600.00', '399.99'])).toEqual({
      distributed: '999.99',
      difference: '0.01',
      balanced: false,
    });
    expect(distributionBalance('1000.00', ['0.1', '0.2', '1000'])).toMatchObject({
      difference: '-0.30',
      balanced: false,
    });
    expect(distributionBalance('0.00', []).balanced).toBe(true);
  });

  it('proposes parts by weight in whole cents, the leftover cents to the largest fractions', () => {
    expect(proposeDistribution('100.00', ['1', '1', '1'])).toEqual(['33.34', '33.33', '33.33']);
    expect(proposeDistribution('10.00', ['2', '1', '1'])).toEqual(['5.00', '2.50', '2.50']);
    expect(proposeDistribution('0.05', ['1', '1', '3'])).toEqual(['0.01', '0.01', '0.03']);
    expect(proposeDistribution('0.02', ['1', '1', '1'])).toEqual(['0.01', '0.01', '0.00']);
  });

  it('splits equally when no weight is above zero, and proposes nothing without regions', () => {
    expect(proposeDistribution('250.00', ['0', '0'])).toEqual(['125.00', '125.00']);
    expect(proposeDistribution('250.00', [])).toEqual([]);
    expect(() => proposeDistribution('-1', ['1'])).toThrow(RangeError);
    expect(() => proposeDistribution('1', ['-1', '2'])).toThrow(RangeError);
  });

  it('always proposes parts that add up to the total and are never negative', () => {
    fc.assert(
      fc.property(cents, fc.array(weight, { minLength: 1, maxLength: 30 }), (total, weights) => {
        const parts = proposeDistribution(total, weights);
        expect(parts).toHaveLength(weights.length);
        expect(parts.every((part) => !new Decimal(part).isNegative())).toBe(true);
        expect(distributionBalance(total, parts).balanced).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('weighs each region by the planned investment of the active actions that name it', () => {
    const weights = plannedByRegion([
      { status: 'ATIVA', region: 'SUL', investment: '100.10' },
      { status: 'ATIVA', region: 'SUL', investment: '0.20' },
      { status: 'CANCELADA', region: 'SUL', investment: '500.00' },
      { status: 'ATIVA', region: 'NORTE', investment: '50.00' },
      { status: 'ATIVA', region: null, investment: '70.00' },
    ]);
    expect(Object.fromEntries(weights)).toEqual({ SUL: '100.30', NORTE: '50.00' });
  });

  it('gives a coordinator the amounts of every region he coordinates', () => {
    const shares = sharesByCoordinator([
      { coordinatorId: 7, amount: '10.10' },
      { coordinatorId: 8, amount: '1.00' },
      { coordinatorId: 7, amount: '0.90' },
    ]);
    expect(Object.fromEntries(shares)).toEqual({ 7: '11.00', 8: '1.00' });
  });

  it('says how much the assignments pass a coordinator’s share', () => {
    expect(assignmentExcess('100.00', ['60.00', '40.00'])).toBe('0.00');
    expect(assignmentExcess('100.00', ['60.00', '40.01'])).toBe('0.01');
    expect(assignmentExcess('100.00', [])).toBe('0.00');
  });

  it('refuses a negative amount at its field', () => {
    const parsed = ZFolderDistributionSaveSchema.safeParse({
      folderId: 1,
      rows: [{ region: 'SUL', coordinatorId: 2, amount: '-1.00' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['rows', 0, 'amount']);
  });
});
