import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CYCLE_FOLDER_MOVES,
  CYCLE_FOLDER_STATUSES,
  type CycleFolderMove,
  canMove,
  folderInvestment,
  plannedInvestment,
  reservationsByLine,
  ZCycleFolderSaveSchema,
} from './cycle-folders';

/** Property runs are reproducible: the same cases every run (change the seed to hunt wider). */
const PROPERTY_SEED = 20261127;

describe('the cycle folder’s moves', () => {
  const table: Record<CycleFolderMove, string[]> = {
    edit: ['EM_CADASTRO', 'REPROVADA'],
    sendToApproval: ['EM_CADASTRO', 'REPROVADA'],
    decide: ['EM_APROVACAO'],
    closePlanning: ['APROVADA'],
    reopenPlanning: ['APROVADA'],
    close: ['APROVADA'],
  };

  it('lets each move start only from its statuses', () => {
    for (const move of Object.keys(CYCLE_FOLDER_MOVES) as CycleFolderMove[]) {
      const allowed = CYCLE_FOLDER_STATUSES.filter((status) =>
        canMove(move, status, move !== 'reopenPlanning'),
      );
      expect([move, allowed]).toEqual([move, table[move]]);
    }
  });

  it('closes an open planning only, and opens a closed one only', () => {
    expect(canMove('closePlanning', 'APROVADA', true)).toBe(true);
    expect(canMove('closePlanning', 'APROVADA', false)).toBe(false);
    expect(canMove('reopenPlanning', 'APROVADA', false)).toBe(true);
    expect(canMove('reopenPlanning', 'APROVADA', true)).toBe(false);
    expect(canMove('close', 'APROVADA', false)).toBe(true);
    expect(canMove('edit', 'ENCERRADA', true)).toBe(false);
  });
});

describe('the plan’s money', () => {
  it('multiplies volume by unit value exactly and rounds once to cents, half up', () => {
    expect(plannedInvestment('3', '0.3333')).toBe('1.00');
    expect(plannedInvestment('1000.5', '2.0001')).toBe('2001.10');
    expect(plannedInvestment('0.005', '1')).toBe('0.01');
    expect(plannedInvestment('0.004', '1')).toBe('0.00');
    expect(plannedInvestment('999999999999.999', '9999.9999')).toBe('9999999899999990.00');
  });

  it('matches integer arithmetic on every volume and unit value the schemas let through', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }),
        fc.bigInt({ min: 0n, max: 10n ** 8n - 1n }),
        (thousandths, tenThousandths) => {
          const volume = `${thousandths / 1000n}.${String(thousandths % 1000n).padStart(3, '0')}`;
          const unit = `${tenThousandths / 10000n}.${String(tenThousandths % 10000n).padStart(4, '0')}`;
          // volume × unit in units of 10⁻⁷, to cents (10⁻²) rounding half up.
          const product = thousandths * tenThousandths;
          const cents = (product + 50000n) / 100000n;
          const expected = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
          expect(plannedInvestment(volume, unit)).toBe(expected);
        },
      ),
      { seed: PROPERTY_SEED },
    );
  });

  it('adds the active actions per line and leaves the cancelled ones out', () => {
    const actions = [
      { status: 'ATIVA' as const, mapLineId: 1, investment: '100.10' },
      { status: 'ATIVA' as const, mapLineId: 2, investment: '0.01' },
      { status: 'CANCELADA' as const, mapLineId: 1, investment: '999.99' },
      { status: 'ATIVA' as const, mapLineId: 1, investment: '0.20' },
      { status: 'CANCELADA' as const, mapLineId: 3, investment: '5.00' },
    ];
    expect([...reservationsByLine(actions)]).toEqual([
      [1, '100.30'],
      [2, '0.01'],
    ]);
    expect(folderInvestment(actions)).toBe('100.31');
  });

  it('reads volumes and unit values as typed, to their scales, and refuses more decimals', () => {
    const folder = {
      year: 2026,
      cycle: 3,
      channel: 'HC',
      commodity: 'HPF',
      description: 'Pasta de março',
      actions: [
        {
          tacticType: 'TABLOIDE',
          description: 'Tabloide',
          plannedVolume: '10.5',
          unitValue: 2,
          mapLineId: 1,
        },
      ],
    };
    const parsed = ZCycleFolderSaveSchema.parse(folder);
    expect(parsed.actions[0]).toMatchObject({
      plannedVolume: '10.500',
      unitValue: '2.0000',
      status: 'ATIVA',
    });
    const tooFine = ZCycleFolderSaveSchema.safeParse({
      ...folder,
      actions: [{ ...folder.actions[0], plannedVolume: '1.0001', unitValue: '1.00001' }],
    });
    expect(tooFine.success).toBe(false);
    expect(tooFine.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.decimal.volume',
      'validation.decimal.unitValue',
    ]);
    for (const unreadable of ['abc', '', '1,5']) {
      const refused = ZCycleFolderSaveSchema.safeParse({
        ...folder,
        actions: [{ ...folder.actions[0], unitValue: unreadable }],
      });
      expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['actions.0.unitValue', 'validation.decimal.unitValue'],
      ]);
    }
    // A tactic is a register's code (the server checks it is an active record): any code, in upper case.
    const newTactic = ZCycleFolderSaveSchema.parse({
      ...folder,
      actions: [{ ...folder.actions[0], tacticType: ' amostra ' }],
    });
    expect(newTactic.actions[0]?.tacticType).toBe('AMOSTRA');
    const blankTactic = ZCycleFolderSaveSchema.safeParse({
      ...folder,
      actions: [{ ...folder.actions[0], tacticType: ' ' }],
    });
    expect(blankTactic.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['actions.0.tacticType']);
    expect(ZCycleFolderSaveSchema.safeParse({ ...folder, cycle: 13 }).success).toBe(false);
    const tooLarge = ZCycleFolderSaveSchema.safeParse({
      ...folder,
      actions: [{ ...folder.actions[0], plannedVolume: '999999999999', unitValue: '100000' }],
    });
    expect(tooLarge.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['actions.0.unitValue', 'cycleFolder.error.investmentTooLarge'],
    ]);
  });
});
