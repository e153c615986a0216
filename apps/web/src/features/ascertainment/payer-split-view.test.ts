import type { TPayerSplit } from '@trade-terms/domain/ascertainment-payers';
import { describe, expect, it } from 'vitest';
import { partsOf, payerSplitFailure, payerSplitFormOf, typedCheck } from './payer-split-view';

const split: TPayerSplit = {
  ascertainmentId: 7,
  version: 3,
  status: 'EM_VALIDACAO',
  editable: true,
  target: '27000.00',
  total: '27000.00',
  difference: '0.00',
  outcome: 'ACCEPTED',
  message: null,
  proposed: true,
  payers: [
    { code: '200010', name: 'Pagador 200010' },
    { code: '200011', name: null },
  ],
  parts: [{ payerCode: '200010', value: '27000.00' }],
  justification: null,
  updatedAt: null,
};

describe('the payer split form', () => {
  it('opens on the split in force, a payer without a part at 0.00', () => {
    expect(payerSplitFormOf(split).values).toEqual({ '200010': '27000.00', '200011': '0.00' });
    expect(partsOf(split, { '200010': '20000.00' })).toEqual([
      { payerCode: '200010', value: '20000.00' },
      { payerCode: '200011', value: '0.00' },
    ]);
  });

  it('worked example 6 as typed: refused above before the call, a warning below, a justification asked', () => {
    const values = (second: string) => ({ '200010': '20000.00', '200011': second });
    expect(typedCheck(split, values('7000.00')).outcome).toBe('ACCEPTED');
    expect(typedCheck(split, values('6000.00')).outcome).toBe('ACCEPTED_WITH_WARNING');
    const above = payerSplitFailure('pt-BR', split, { values: values('8000.00'), justification: 'Acordo' });
    expect(above?.general).toEqual(['A divisão entre os pagadores passa do valor final']);
    expect(
      payerSplitFailure('pt-BR', split, { values: values('6000.00'), justification: 'Acordo' }),
    ).toBeNull();
    const bare = payerSplitFailure('en', split, { values: values('7000.00'), justification: ' ' });
    expect(bare?.fields.map((field) => field.name)).toEqual([['justification']]);
  });
});
