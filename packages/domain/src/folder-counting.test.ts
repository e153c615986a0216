import { describe, expect, it } from 'vitest';
import {
  canMoveCounting,
  countingTotals,
  executedByAction,
  executedValue,
  executedValueFits,
  folderCanBeCounted,
  ZFolderCountingDisapprovalSchema,
  ZFolderCountingSaveSchema,
} from './folder-counting';

describe('the counting of a cycle folder', () => {
  it('exists for an approved or closed folder only', () => {
    expect(folderCanBeCounted('APROVADA')).toBe(true);
    expect(folderCanBeCounted('ENCERRADA')).toBe(true);
    expect(folderCanBeCounted('EM_CADASTRO')).toBe(false);
    expect(folderCanBeCounted('EM_APROVACAO')).toBe(false);
    expect(folderCanBeCounted('REPROVADA')).toBe(false);
  });

  it('is changed and sent in register or disapproved, and decided in approval', () => {
    expect(canMoveCounting('edit', 'EM_CADASTRO')).toBe(true);
    expect(canMoveCounting('edit', 'REPROVADA')).toBe(true);
    expect(canMoveCounting('edit', 'EM_APROVACAO')).toBe(false);
    expect(canMoveCounting('edit', 'APROVADA')).toBe(false);
    expect(canMoveCounting('sendToApproval', 'REPROVADA')).toBe(true);
    expect(canMoveCounting('sendToApproval', 'APROVADA')).toBe(false);
    expect(canMoveCounting('decide', 'EM_APROVACAO')).toBe(true);
    expect(canMoveCounting('decide', 'EM_CADASTRO')).toBe(false);
  });

  it('values a row at its action’s unit value, exact, rounded once to cents', () => {
    expect(executedValue('7.001', '0.3333')).toBe('2.33');
    expect(executedValue('60.5', '2.5')).toBe('151.25');
    expect(executedValue('0.005', '1')).toBe('0.01');
    expect(executedValueFits('9999999999999999.99')).toBe(true);
    expect(executedValueFits('10000000000000000.00')).toBe(false);
  });

  it('adds up per action and in all, planned by the active actions only', () => {
    const rows = [
      { actionId: 1, executedVolume: '60.500', executedValue: '151.25' },
      { actionId: 1, executedVolume: '50.000', executedValue: '125.00' },
      { actionId: 2, executedVolume: '7.001', executedValue: '2.33' },
    ];
    expect(executedByAction(rows)).toEqual(
      new Map([
        [1, { executedVolume: '110.500', executedValue: '276.25' }],
        [2, { executedVolume: '7.001', executedValue: '2.33' }],
      ]),
    );
    const actions = [
      { id: 1, status: 'ATIVA' as const, investment: '250.00' },
      { id: 2, status: 'ATIVA' as const, investment: '1.00' },
      { id: 3, status: 'CANCELADA' as const, investment: '12.35' },
    ];
    expect(countingTotals(actions, rows)).toEqual({ planned: '251.00', executed: '278.58' });
  });

  it('reads volumes as typed and keeps a document unless told otherwise', () => {
    const parsed = ZFolderCountingSaveSchema.parse({
      folderId: 1,
      rows: [{ actionId: 2, customer: ' 0001 ', executedVolume: 12.5 }],
    });
    expect(parsed.rows[0]).toEqual({
      actionId: 2,
      customer: '0001',
      executedVolume: '12.500',
      keepDocument: true,
    });
    for (const executedVolume of ['-1', 'abc', '1.2345', '']) {
      const result = ZFolderCountingSaveSchema.safeParse({
        folderId: 1,
        rows: [{ actionId: 2, customer: '0001', executedVolume }],
      });
      expect(result.success, executedVolume).toBe(false);
    }
    expect(
      ZFolderCountingDisapprovalSchema.safeParse({ id: 1, version: 1, justification: ' ' }).success,
    ).toBe(false);
  });
});
