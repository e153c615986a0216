import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSplit,
  payerPartProblems,
  proposePayerSplit,
  splitTarget,
  type TPayerPart,
} from './ascertainment-payers';
import { sumMoney } from './money';

/** Property runs are reproducible: the same cases every run. */
const PROPERTY_SEED = 20261126;

const cents = (n: bigint) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;
const PAYERS = ['200010', '200011', '200012'];

const lines = fc.array(
  fc.record({
    toPay: fc.option(fc.bigInt({ min: 0n, max: 10n ** 14n }).map(cents), { nil: null }),
    payers: fc.subarray(PAYERS, { minLength: 1 }),
  }),
  { minLength: 1, maxLength: 8 },
);
const parts = fc
  .array(fc.bigInt({ min: 0n, max: 10n ** 14n }), { minLength: 1, maxLength: 3 })
  .map((values): TPayerPart[] =>
    values.map((value, index) => ({ payerCode: PAYERS[index] as string, value: cents(value) })),
  );

describe('the SAP payer split', () => {
  it('worked example 6 against a to-pay of 27 000.00', () => {
    const target = splitTarget([{ toPay: '27000.00', payers: ['200010', '200011'] }]);
    const two = (a: string, b: string) => [
      { payerCode: '200010', value: a },
      { payerCode: '200011', value: b },
    ];
    expect(checkSplit(target, two('20000.00', '7000.00')).outcome).toBe('ACCEPTED');
    expect(checkSplit(target, two('20000.00', '8000.00')).outcome).toBe('REFUSED');
    expect(checkSplit(target, two('20000.00', '6000.00'))).toMatchObject({
      outcome: 'ACCEPTED_WITH_WARNING',
      difference: '1000.00',
    });
  });

  it('never accepts a split above the to-pay value, and its sums are exact in decimals', () => {
    fc.assert(
      fc.property(lines, parts, (given, split) => {
        const target = splitTarget(given);
        const check = checkSplit(target, split);
        const total = split.reduce((sum, part) => sum.plus(part.value), new Decimal(0));
        expect(check.total).toBe(total.toFixed(2));
        expect(sumMoney([check.total, check.difference])).toBe(target);
        if (check.outcome !== 'REFUSED') expect(total.lte(target)).toBe(true);
        else expect(total.gt(target)).toBe(true);
      }),
      { numRuns: 300, seed: PROPERTY_SEED },
    );
  });

  it('proposes a split of the agreement’s payers that adds up to the to-pay value exactly', () => {
    fc.assert(
      fc.property(lines, (given) => {
        const proposal = proposePayerSplit(given);
        expect(new Set(proposal.map((part) => part.payerCode)).size).toBe(proposal.length);
        expect(checkSplit(splitTarget(given), proposal).outcome).toBe('ACCEPTED');
        const payers = [...new Set(given.flatMap((line) => line.payers))];
        expect(payerPartProblems(proposal, payers)).toEqual([]);
      }),
      { numRuns: 300, seed: PROPERTY_SEED },
    );
  });

  it('refuses a payer not of the levers and a payer named twice, on the part', () => {
    expect(
      payerPartProblems(
        [
          { payerCode: '200010', value: '1.00' },
          { payerCode: '999', value: '1.00' },
          { payerCode: '200010', value: '1.00' },
        ],
        ['200010'],
      ),
    ).toEqual([
      { path: ['parts', 1, 'payerCode'], message: 'ascertainmentPayers.unknownPayer' },
      { path: ['parts', 2, 'payerCode'], message: 'ascertainmentPayers.repeatedPayer' },
    ]);
  });
});
