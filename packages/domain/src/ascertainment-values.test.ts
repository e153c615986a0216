import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPayerSplit, reviewValue } from './ascertainment-values';
import { divideMoney, sumMoney } from './money';

/** Property runs are reproducible: the same cases every run (change the seed to hunt wider). */
const PROPERTY_SEED = 20261123;

describe('worked examples of DOMAIN.md', () => {
  it('6. a payer split of a final 27 000.00: 20 000 + 7 000 accepted, + 8 000 refused, + 6 000 accepted with a warning', () => {
    expect(checkPayerSplit('27000.00', ['20000.00', '7000.00'])).toEqual({
      outcome: 'ACCEPTED',
      total: '27000.00',
      difference: '0.00',
      message: null,
    });
    expect(checkPayerSplit('27000.00', ['20000.00', '8000.00'])).toEqual({
      outcome: 'REFUSED',
      total: '28000.00',
      difference: '-1000.00',
      message: 'calc.payerSplit.above',
    });
    expect(checkPayerSplit('27000.00', ['20000.00', '6000.00'])).toEqual({
      outcome: 'ACCEPTED_WITH_WARNING',
      total: '26000.00',
      difference: '1000.00',
      message: 'calc.payerSplit.below',
    });
  });

  it('7. validation: 9 000.00 against an accurate 9 500.00 with a justification is final, without one refused', () => {
    expect(
      reviewValue({ before: '9500.00', proposed: '9000.00', justification: 'Devolução não registrada' }),
    ).toEqual({
      ok: true,
      value: '9000.00',
      changed: true,
      justification: 'Devolução não registrada',
    });
    const refused = {
      ok: false,
      problem: { path: ['justification'], message: 'validation.calc.justificationRequired' },
    };
    expect(reviewValue({ before: '9500.00', proposed: '9000.00' })).toEqual(refused);
    expect(reviewValue({ before: '9500.00', proposed: '9000.00', justification: '   ' })).toEqual(refused);
  });
});

describe('reviewing a value', () => {
  it('keeps the value before when none is proposed, and needs no justification to confirm it', () => {
    expect(reviewValue({ before: '9500.00' })).toMatchObject({ ok: true, value: '9500.00', changed: false });
    expect(reviewValue({ before: '9500.00', proposed: '9500' })).toMatchObject({
      ok: true,
      value: '9500.00',
      changed: false,
    });
  });
});

const cents = (n: bigint) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;

describe('sums of parts', () => {
  it('divides an amount in parts that add up to it exactly, none negative, the last taking the remainder', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 17n - 1n }),
        fc.array(fc.bigInt({ min: 0n, max: 1_000_000n }), { minLength: 1, maxLength: 12 }),
        (amount, weights) => {
          fc.pre(weights.some((weight) => weight > 0n));
          const parts = divideMoney(cents(amount), weights.map(String));
          expect(parts).toHaveLength(weights.length);
          expect(sumMoney(parts)).toBe(cents(amount));
          for (const part of parts) expect(part).toMatch(/^\d+\.\d{2}$/);
          // A split that adds up is accepted as it is.
          expect(checkPayerSplit(cents(amount), parts).outcome).toBe('ACCEPTED');
        },
      ),
      { numRuns: 300, seed: PROPERTY_SEED },
    );
  });

  it('gives the cents left by a three-way split to the last part', () => {
    expect(divideMoney('100.00', ['1', '1', '1'])).toEqual(['33.33', '33.33', '33.34']);
    expect(() => divideMoney('100.00', ['0', '0'])).toThrow(RangeError);
  });

  it('refuses a split above the final value and warns below it, by exactly the cents', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (a, b) => {
          const check = checkPayerSplit(cents(a), [cents(b)]);
          expect(check.outcome).toBe(b > a ? 'REFUSED' : b < a ? 'ACCEPTED_WITH_WARNING' : 'ACCEPTED');
          expect(sumMoney([check.total, check.difference])).toBe(cents(a));
        },
      ),
      { numRuns: 200, seed: PROPERTY_SEED },
    );
  });
});
