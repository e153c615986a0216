import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumMoney } from './money';
import {
  allocatePayerParts,
  canApprove,
  canDisapprove,
  canUngroup,
  daughterBudgetCode,
  deadlineStatus,
  dueDateOf,
  fatherBudgetCode,
  GROUP_KEY_FIELDS,
  groupFigures,
  groupItems,
  groupKeyText,
  lotCode,
  type PayableLine,
  type PayerPart,
  segmentTypeOf,
  ZPaymentDisapproveSchema,
  ZPaymentFiltersSchema,
} from './payments';

/** Property runs are reproducible: the same cases every run. */
const PROPERTY_SEED = 20261126;
const cents = (n: bigint) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;
const PAYERS = ['200010', '200011', '200012'];

const linesArb = fc
  .array(
    fc.record({
      toPay: fc.bigInt({ min: 0n, max: 10n ** 13n }).map(cents),
      calculated: fc.bigInt({ min: 0n, max: 10n ** 13n }).map(cents),
      payers: fc.subarray(PAYERS, { minLength: 1 }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((lines): PayableLine[] => lines.map((line, index) => ({ ...line, lineId: index + 1 })));
const partsArb = fc
  .array(fc.bigInt({ min: 0n, max: 10n ** 13n }), { minLength: 1, maxLength: 3 })
  .map((values): PayerPart[] =>
    values.map((value, index) => ({ payerCode: PAYERS[index] as string, value: cents(value) })),
  );

const sumOf = (values: readonly string[]) => new Decimal(sumMoney(values));

describe('payment items from an ascertainment’s payer split', () => {
  it('pays the split exactly when it fits the lines: 20 000 + 7 000 over one line of 27 000', () => {
    const shares = allocatePayerParts(
      [{ lineId: 1, toPay: '27000.00', calculated: '27000.00', payers: ['200010', '200011'] }],
      [
        { payerCode: '200010', value: '20000.00' },
        { payerCode: '200011', value: '7000.00' },
      ],
    );
    expect(shares).toEqual([
      { lineId: 1, payerCode: '200010', amount: '20000.00', calculated: '20000.00' },
      { lineId: 1, payerCode: '200011', amount: '7000.00', calculated: '7000.00' },
    ]);
  });

  it('fills first the lines whose lever names the payer', () => {
    const shares = allocatePayerParts(
      [
        { lineId: 1, toPay: '100.00', calculated: '100.00', payers: ['A'] },
        { lineId: 2, toPay: '50.00', calculated: '60.00', payers: ['B'] },
      ],
      [
        { payerCode: 'B', value: '50.00' },
        { payerCode: 'A', value: '100.00' },
      ],
    );
    expect(shares).toEqual([
      { lineId: 1, payerCode: 'A', amount: '100.00', calculated: '100.00' },
      { lineId: 2, payerCode: 'B', amount: '50.00', calculated: '60.00' },
    ]);
  });

  it('property: no line is paid above its to-pay, no payer above its part, and nothing is lost', () => {
    fc.assert(
      fc.property(linesArb, partsArb, (lines, parts) => {
        const shares = allocatePayerParts(lines, parts);
        for (const line of lines) {
          const ofLine = shares.filter((share) => share.lineId === line.lineId);
          expect(sumOf(ofLine.map((share) => share.amount)).lte(line.toPay)).toBe(true);
          if (ofLine.length > 0)
            expect(sumMoney(ofLine.map((share) => share.calculated))).toBe(line.calculated);
        }
        for (const part of parts) {
          const ofPayer = shares.filter((share) => share.payerCode === part.payerCode);
          expect(sumOf(ofPayer.map((share) => share.amount)).lte(part.value)).toBe(true);
        }
        const paid = sumOf(shares.map((share) => share.amount));
        const expected = Decimal.min(
          sumOf(lines.map((line) => line.toPay)),
          sumOf(parts.map((part) => part.value)),
        );
        expect(paid.eq(expected)).toBe(true);
        // One item per line and payer, every amount positive.
        const keys = shares.map((share) => `${share.lineId}/${share.payerCode}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(shares.every((share) => new Decimal(share.amount).gt(0))).toBe(true);
      }),
      { seed: PROPERTY_SEED, numRuns: 300 },
    );
  });
});

describe('grouping of payment items', () => {
  const keyArb = fc.record({
    channel: fc.constantFrom('HC', 'PC'),
    competence: fc.constantFrom('2026-03-01', '2026-04-01'),
    salesOrganization: fc.constantFrom('BR01', 'BR02'),
    commodity: fc.constantFrom('HPF', 'ICE'),
    budgetType: fc.constantFrom('VB01', 'VB02'),
    ricBox: fc.constantFrom('RIC1', 'RIC2'),
    amount: fc.bigInt({ min: 1n, max: 10n ** 10n }).map(cents),
    calculated: fc.bigInt({ min: 0n, max: 10n ** 10n }).map(cents),
  });

  it('property: every item is in exactly one group, all of whose items share its key', () => {
    fc.assert(
      fc.property(fc.array(keyArb, { maxLength: 40 }), (items) => {
        const groups = groupItems(items);
        expect(groups.reduce((count, group) => count + group.items.length, 0)).toBe(items.length);
        const texts = groups.map((group) => groupKeyText(group.key));
        expect(new Set(texts).size).toBe(groups.length);
        for (const group of groups) {
          for (const item of group.items)
            for (const field of GROUP_KEY_FIELDS) expect(item[field]).toBe(group.key[field]);
          const figures = groupFigures(group.items);
          expect(new Decimal(figures.calculated).minus(figures.toPay).toFixed(2)).toBe(figures.difference);
        }
      }),
      { seed: PROPERTY_SEED, numRuns: 200 },
    );
  });

  it('shows calculated, to pay and their difference', () => {
    expect(
      groupFigures([
        { calculated: '100.00', amount: '90.00' },
        { calculated: '10.50', amount: '10.50' },
      ]),
    ).toEqual({ calculated: '110.50', toPay: '100.50', difference: '10.00' });
  });
});

describe('stages, codes and dates', () => {
  it('approves under validation and liberation, disapproves until created, ungroups under validation', () => {
    expect(
      ['VALIDACAO', 'LIBERACAO', 'DISTRIBUICAO', 'CRIADO'].map((stage) => canApprove(stage as never)),
    ).toEqual([true, true, false, false]);
    expect(canDisapprove('DISTRIBUICAO')).toBe(true);
    expect(canDisapprove('CRIADO')).toBe(false);
    expect(canDisapprove('REPROVADO')).toBe(false);
    expect(canUngroup('VALIDACAO')).toBe(true);
    expect(canUngroup('LIBERACAO')).toBe(false);
  });

  it('writes lot, father and daughter codes', () => {
    expect(lotCode(12)).toBe('LT00000012');
    expect(fatherBudgetCode(7)).toBe('VB00000007');
    expect(daughterBudgetCode(7, 2)).toBe('VB00000007-002');
  });

  it('is due by the end of the month after the competence, in deadline up to that day', () => {
    expect(dueDateOf('2026-03-01')).toBe('2026-04-30');
    expect(dueDateOf('2026-12-01')).toBe('2027-01-31');
    expect(dueDateOf('2027-01-01')).toBe('2027-02-28');
    expect(deadlineStatus('2026-04-30', '2026-04-30')).toBe('NO_PRAZO');
    expect(deadlineStatus('2026-05-01', '2026-04-30')).toBe('FORA_PRAZO');
  });

  it('tells Cash Carry Regular from other segments', () => {
    expect(segmentTypeOf('Cash & Carry Regular')).toBe('CASH_CARRY_REGULAR');
    expect(segmentTypeOf('Cash Carry')).toBe('CASH_CARRY_REGULAR');
    expect(segmentTypeOf('Varejo')).toBe('OUTROS');
    expect(segmentTypeOf(null)).toBe('OUTROS');
  });

  it('needs at least one competence and a justification to disapprove', () => {
    expect(ZPaymentFiltersSchema.safeParse({ competences: [] }).success).toBe(false);
    expect(ZPaymentFiltersSchema.safeParse({ competences: ['03/2026'] }).success).toBe(true);
    expect(ZPaymentDisapproveSchema.safeParse({ ids: [1], justification: '  ' }).success).toBe(false);
  });
});
