import { describe, expect, it } from 'vitest';
import {
  canMoveMigration,
  migrationCompetence,
  migrationMovements,
  movedTotal,
  reservedMonths,
  ZMigrationRequestSchema,
} from './promo-migration';

const months = (available: string, reserved = '0.00') =>
  Array.from({ length: 12 }, (_, index) => ({ month: index + 1, available, reserved }));

describe('the migration of promo OFF to ON', () => {
  it('moves each OFF line’s available money from the competence to December, nothing of empty months', () => {
    const lines = [
      { offLineId: 1, onLineId: 2, months: months('100.10') },
      {
        offLineId: 3,
        onLineId: 4,
        months: months('0.00').map((entry) => (entry.month === 12 ? { ...entry, available: '0.20' } : entry)),
      },
    ];
    const movements = migrationMovements(lines, 11);
    expect(movements).toEqual([
      { offLineId: 1, onLineId: 2, month: 11, amount: '100.10' },
      { offLineId: 1, onLineId: 2, month: 12, amount: '100.10' },
      { offLineId: 3, onLineId: 4, month: 12, amount: '0.20' },
    ]);
    // Exact decimals: 0.1 + 0.2 would not be 0.3 in floats.
    expect(movedTotal(movements)).toBe('200.40');
    expect(migrationMovements(lines, 1)).toHaveLength(13);
  });

  it('names the months from the competence on that hold reserved money', () => {
    const lines = [
      {
        offLineId: 7,
        months: months('10.00').map((entry) => (entry.month === 4 ? { ...entry, reserved: '5.00' } : entry)),
      },
    ];
    expect(reservedMonths(lines, 5)).toEqual([]);
    expect(reservedMonths(lines, 4)).toEqual([{ lineId: 7, month: 4, reserved: '5.00' }]);
  });

  it('takes a competence of the migration’s year only', () => {
    expect(migrationCompetence('03/2026', 2026)).toEqual({ year: 2026, month: 3 });
    expect(migrationCompetence('03/2027', 2026)).toBeNull();
    expect(migrationCompetence('13/2026', 2026)).toBeNull();
    expect(
      ZMigrationRequestSchema.safeParse({
        economicGroup: 'G',
        channel: 'C',
        year: 2026,
        version: 0,
        competence: '3/2026',
        targetBudgetType: 'ON',
      }).success,
    ).toBe(false);
  });

  it('allows each move from its statuses only', () => {
    expect(canMoveMigration('request', 'NAO_MIGRADO')).toBe(true);
    expect(canMoveMigration('request', 'EXCLUIDO')).toBe(false);
    expect(canMoveMigration('decide', 'EM_APROVACAO')).toBe(true);
    expect(canMoveMigration('exclude', 'APROVADO')).toBe(false);
    expect(canMoveMigration('restore', 'EXCLUIDO')).toBe(true);
    expect(canMoveMigration('restore', 'NAO_MIGRADO')).toBe(false);
  });
});
