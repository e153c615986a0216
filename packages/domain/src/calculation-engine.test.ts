import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALCULATION_STEPS,
  type CalculationResult,
  calculateFixedValue,
  calculateGoal,
  calculateGrowth,
  calculatePercentOfBase,
  calculateQuotaEvent,
  calculateStoreCompliance,
  type GoalTerms,
  goalRuleUsesDiscount,
} from './calculation-engine';
import { ptBR } from './messages/pt-BR';
import { sumMoney } from './money';

/** Property runs are reproducible: the same cases every run (change the seed to hunt wider). */
const PROPERTY_SEED = 20261123;

const stepValue = (result: CalculationResult, label: keyof typeof CALCULATION_STEPS) =>
  result.steps.find((step) => step.label === label)?.value;
const labels = (result: CalculationResult) => result.steps.map((step) => step.label);

// Worked example 2: goal 500 000.00, minimum 90 % at 1.0 %, potential 3.0 % (and no discount).
const example2 = (base: string) =>
  calculateGoal({
    lever: {
      goal: '500000.00',
      minimumPercent: '90',
      minimumDiscountPercent: '1.0',
      potentialDiscountPercent: '3.0',
    },
    inputs: { base },
  });

describe('worked examples of DOMAIN.md', () => {
  it('1. growth: goal 1 050 000.00 from a growth base of 1 000 000.00 and 5 %, actual 1 080 000.00 earns 27 000.00', () => {
    // The actual is the sum of the lever's customers: 100010 and 100011.
    const actual = sumMoney(['700000.00', '380000.00']);
    expect(actual).toBe('1080000.00');
    const result = calculateGrowth({
      lever: { discountPercent: '2.5', growthPercent: '5' },
      inputs: { base: actual, growthBase: '1000000.00' },
      period: 'Q1/2026',
    });
    expect(result).toMatchObject({
      value: '27000.00',
      abatement: '0.00',
      toPay: '27000.00',
      achievementPercent: '102.8571',
      ratePercent: '2.5000',
      inconsistencies: [],
    });
    expect(result.steps).toEqual([
      { label: 'calc.step.period', value: 'Q1/2026' },
      { label: 'calc.step.actual', value: '1080000.00' },
      { label: 'calc.step.growthBase', value: '1000000.00' },
      { label: 'calc.step.growthPercent', value: '5.0000' },
      { label: 'calc.step.goal', value: '1050000.00' },
      { label: 'calc.step.achievementPercent', value: '102.8571' },
      { label: 'calc.step.minimumPercent', value: '100.0000' },
      { label: 'calc.step.discountPercent', value: '2.5000' },
      { label: 'calc.step.rate.discount', value: '2.5000' },
      { label: 'calc.step.value', value: '27000.00' },
      { label: 'calc.step.abatement', value: '0.00' },
      { label: 'calc.step.toPay', value: '27000.00' },
    ]);
  });

  it('2. goal with minimum and potential: 95 % earns 2.0 % (9 500.00), 88 % nothing, 104 % 3.0 % (15 600.00)', () => {
    const at95 = example2('475000.00');
    expect(at95).toMatchObject({
      value: '9500.00',
      toPay: '9500.00',
      achievementPercent: '95.0000',
      ratePercent: '2.0000',
    });
    expect(stepValue(at95, 'calc.step.rate.linear')).toBe('2.0000');

    const at88 = example2('440000.00');
    expect(at88).toMatchObject({
      value: '0.00',
      toPay: '0.00',
      achievementPercent: '88.0000',
      ratePercent: '0.0000',
    });
    expect(stepValue(at88, 'calc.step.rate.belowMinimum')).toBe('0.0000');

    const at104 = example2('520000.00');
    expect(at104).toMatchObject({ value: '15600.00', achievementPercent: '104.0000', ratePercent: '3.0000' });
    expect(stepValue(at104, 'calc.step.rate.potential')).toBe('3.0000');
  });

  it('3. percent of base, ON: 1.0 % of 400 000.00 is 4 000.00, all abated on the invoice, 0.00 to pay', () => {
    const result = calculatePercentOfBase({
      lever: { discountPercent: '1.0' },
      inputs: { base: '400000.00' },
      abatement: '4000.00',
    });
    expect(result).toMatchObject({
      value: '4000.00',
      abatement: '4000.00',
      toPay: '0.00',
      achievementPercent: null,
      ratePercent: '1.0000',
    });
    expect(labels(result)).toEqual([
      'calc.step.base',
      'calc.step.discountPercent',
      'calc.step.value',
      'calc.step.abatement',
      'calc.step.toPay',
    ]);
  });

  it('4. store compliance at 80 %: 9 of 10 stores (90 %) earn 1.5 % of 200 000.00, 7 of 10 (70 %) nothing', () => {
    const compliance = (compliantStores: number) =>
      calculateStoreCompliance({
        lever: { discountPercent: '1.5', thresholdPercent: '80' },
        inputs: { base: '200000.00', compliantStores, auditedStores: 10 },
      });
    expect(compliance(9)).toMatchObject({
      value: '3000.00',
      achievementPercent: '90.0000',
      ratePercent: '1.5000',
    });
    expect(stepValue(compliance(9), 'calc.step.rate.compliant')).toBe('1.5000');
    expect(compliance(7)).toMatchObject({
      value: '0.00',
      achievementPercent: '70.0000',
      ratePercent: '0.0000',
    });
    expect(stepValue(compliance(7), 'calc.step.rate.notCompliant')).toBe('0.0000');
  });

  it('5. quota event needing evidence: 5 000.00 with its photo counts, 2 500.00 without is listed, not paid', () => {
    const result = calculateQuotaEvent({
      lever: { needsEvidence: true },
      inputs: {
        events: [
          { value: '5000.00', evidence: true },
          { value: '2500.00', evidence: false },
        ],
      },
    });
    expect(result).toMatchObject({
      value: '5000.00',
      toPay: '5000.00',
      achievementPercent: null,
      ratePercent: null,
    });
    expect(result.steps).toContainEqual({ label: 'calc.step.event', value: '5000.00' });
    expect(result.steps).toContainEqual({ label: 'calc.step.eventWithoutEvidence', value: '2500.00' });
    expect(result.inconsistencies).toEqual([
      { code: 'NO_ASCERTAINMENT_PHOTO', message: 'calc.inconsistency.noAscertainmentPhoto', event: 1 },
    ]);
    expect(ptBR[result.inconsistencies[0]?.message ?? 'app.name']).toBe('Sem foto de apuração cadastrada');
  });

  it('8. rounding: 1 % of 100.50 is 1.01, 2.5 % of 0.10 is 0.00, 3 % of -5 000.00 (returns) is 0.00', () => {
    const percent = (discountPercent: string, base: string) =>
      calculatePercentOfBase({ lever: { discountPercent }, inputs: { base } });
    expect(percent('1', '100.50').value).toBe('1.01');
    expect(percent('2.5', '0.10').value).toBe('0.00');
    const returns = percent('3', '-5000.00');
    expect(returns).toMatchObject({ value: '0.00', toPay: '0.00' });
    expect(labels(returns)).toContain('calc.step.negativeBase');
  });
});

describe('rounding once, at the end', () => {
  it('keeps every digit of a 16-digit base until the value is rounded to cents', () => {
    // Rounded to 20 significant digits first, 2 068 734 184 091 775.17499… would read .18.
    const percent = calculatePercentOfBase({
      lever: { discountPercent: '39.5719' },
      inputs: { base: '5227785838162370.71' },
    });
    expect(percent.value).toBe('2068734184091775.17');
    const goal = calculateGoal({
      lever: {
        goal: '4758187701904984.00',
        minimumPercent: '50',
        minimumDiscountPercent: '1',
        potentialDiscountPercent: '3',
      },
      inputs: { base: '4311326606573584.90' },
    });
    expect(goal.value).toBe('113144017362638.46');
  });

  it('takes the half cent of a goal whose achievement never ends in decimals away from zero', () => {
    // 0.21 of a 0.49 goal is 42.857142…%; from 0 % at 0 to 50 % at 100 the rate is 21.428571…%
    // and the value exactly 4.5 cents: a rate rounded to 80 digits first gives 0.04.
    const result = calculateGoal({
      lever: {
        goal: '0.49',
        minimumPercent: '0',
        minimumDiscountPercent: '0',
        potentialDiscountPercent: '50',
      },
      inputs: { base: '0.21' },
    });
    expect(result).toMatchObject({ value: '0.05', achievementPercent: '42.8571', ratePercent: '21.4286' });
  });

  it('takes a half cent away from zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (k) => {
        // (2k + 1) cents at 50 % is k and a half cents.
        const result = calculatePercentOfBase({
          lever: { discountPercent: '50' },
          inputs: { base: centsText(2n * k + 1n) },
        });
        expect(result.value).toBe(centsText(k + 1n));
      }),
      { numRuns: 100, seed: PROPERTY_SEED },
    );
  });
});

describe('the goal rule, exactly', () => {
  const goal = (base: string, terms: GoalTerms) =>
    calculateGoal({ lever: { goal: '1000.00', ...terms }, inputs: { base } });

  it('pays the discount from 100 % without a minimum, nothing below', () => {
    expect(goal('999.99', { discountPercent: '2' })).toMatchObject({ value: '0.00', ratePercent: '0.0000' });
    expect(goal('1000.00', { discountPercent: '2' })).toMatchObject({
      value: '20.00',
      ratePercent: '2.0000',
    });
  });

  it('pays the minimum discount between the minimum and 100 % when there is no potential one', () => {
    const result = goal('950.00', {
      discountPercent: '2',
      minimumPercent: '90',
      minimumDiscountPercent: '1',
    });
    expect(result).toMatchObject({ ratePercent: '1.0000', value: '9.50' });
    expect(labels(result)).toContain('calc.step.rate.minimumDiscount');
  });

  it('pays the discount between the minimum and 100 % with neither a minimum nor a potential discount', () => {
    const result = goal('900.00', { discountPercent: '2', minimumPercent: '90' });
    expect(result).toMatchObject({ ratePercent: '2.0000', value: '18.00' });
    expect(labels(result)).toContain('calc.step.rate.discount');
  });

  it('reaches exactly the minimum discount at the minimum and the potential one at 100 %', () => {
    const terms = { minimumPercent: '90', minimumDiscountPercent: '1', potentialDiscountPercent: '3' };
    expect(goal('900.00', terms).ratePercent).toBe('1.0000');
    expect(goal('1000.00', terms).ratePercent).toBe('3.0000');
  });

  it('needs the discount only where the rule can reach it', () => {
    expect(goalRuleUsesDiscount({})).toBe(true);
    expect(goalRuleUsesDiscount({ potentialDiscountPercent: '3' })).toBe(false);
    expect(goalRuleUsesDiscount({ potentialDiscountPercent: '3', minimumPercent: '90' })).toBe(true);
    expect(
      goalRuleUsesDiscount({
        potentialDiscountPercent: '3',
        minimumPercent: '90',
        minimumDiscountPercent: '1',
      }),
    ).toBe(false);
  });

  it('refuses a goal of zero or less', () => {
    expect(() =>
      calculateGoal({ lever: { goal: '0', discountPercent: '1' }, inputs: { base: '10' } }),
    ).toThrow(RangeError);
  });

  it('earns nothing in growth when the comparison period had no sales, and says so', () => {
    const result = calculateGrowth({
      lever: { discountPercent: '2.5', growthPercent: '5' },
      inputs: { base: '1000.00', growthBase: '0.00' },
    });
    expect(result).toMatchObject({ value: '0.00', achievementPercent: null, ratePercent: null });
    expect(labels(result)).toContain('calc.step.noComparisonSales');
    expect(labels(result)).not.toContain('calc.step.goal');
  });
});

describe('store compliance, quota events and fixed values', () => {
  it('earns 0.00 with an inconsistency when no store was audited', () => {
    const result = calculateStoreCompliance({
      lever: { discountPercent: '1.5', thresholdPercent: '80' },
      inputs: { base: '200000.00', compliantStores: 0, auditedStores: 0 },
    });
    expect(result).toMatchObject({ value: '0.00', achievementPercent: null, ratePercent: null });
    expect(result.inconsistencies).toEqual([
      { code: 'NO_AUDITED_STORES', message: 'calc.inconsistency.noAuditedStores' },
    ]);
    expect(labels(result)).toContain('calc.step.noAuditedStores');
  });

  it('refuses more compliant stores than audited ones', () => {
    expect(() =>
      calculateStoreCompliance({
        lever: { discountPercent: '1', thresholdPercent: '80' },
        inputs: { base: '1', compliantStores: 3, auditedStores: 2 },
      }),
    ).toThrow(RangeError);
  });

  it('counts every event when the lever needs no evidence', () => {
    const result = calculateQuotaEvent({
      lever: { needsEvidence: false },
      inputs: {
        events: [
          { value: '5000.00', evidence: true },
          { value: '2500.00', evidence: false },
        ],
      },
    });
    expect(result.value).toBe('7500.00');
    expect(result.inconsistencies).toEqual([]);
  });

  it('pays the fixed value itself, less what was already granted', () => {
    const result = calculateFixedValue({ lever: { fixedValue: '1500.00' }, abatement: '500.00' });
    expect(result).toMatchObject({ value: '1500.00', abatement: '500.00', toPay: '1000.00' });
  });

  it('writes only steps the catalogue names, each with a text in Portuguese', () => {
    for (const label of Object.keys(CALCULATION_STEPS)) expect(ptBR[label as keyof typeof ptBR]).toBeTruthy();
  });
});

// --- Properties ------------------------------------------------------------------------------

/** Cents as text: 12345n -> "123.45", -5n -> "-0.05". */
const centsText = (cents: bigint) => {
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
};
/** A percentage of ten-thousandths as text: 25000n -> "2.5000". */
const percentText = (units: bigint) => `${units / 10000n}.${String(units % 10000n).padStart(4, '0')}`;

/** An exact fraction rounded to whole cents, half away from zero, by integer arithmetic alone. */
function roundFraction(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}
const clampCents = (cents: bigint) => (cents < 0n ? 0n : cents);

// Small amounts and whole percentages meet the half-cent ties; amounts of 15 and 16 integer
// digits with four-decimal percentages are where a rounding before the last one would show.
const LARGE = 10n ** 17n - 1n;
const cents = fc.oneof(
  fc.bigInt({ min: -100_000n, max: 100_000n }),
  fc.bigInt({ min: -LARGE, max: LARGE }),
  fc.bigInt({ min: 10n ** 16n, max: LARGE }),
);
const positiveCents = fc.oneof(fc.bigInt({ min: 1n, max: 100_000n }), fc.bigInt({ min: 1n, max: LARGE }));
const percentUnits = fc.oneof(
  fc.bigInt({ min: 0n, max: 100n }).map((whole) => whole * 10_000n),
  fc.bigInt({ min: 0n, max: 1_000_000n }),
);

describe('properties of the engine', () => {
  it('rounds base x discount % once, half away from zero, as exact integer arithmetic does', () => {
    fc.assert(
      fc.property(cents, percentUnits, (base, discount) => {
        // value in cents = base cents x discount ten-thousandths / (100 x 10 000)
        const expected = clampCents(roundFraction(base * discount, 1_000_000n));
        const result = calculatePercentOfBase({
          lever: { discountPercent: percentText(discount) },
          inputs: { base: centsText(base) },
        });
        expect(result.value).toBe(centsText(expected));
      }),
      { numRuns: 300, seed: PROPERTY_SEED },
    );
  });

  it('applies the goal rule at full precision and rounds only the value', () => {
    fc.assert(
      fc.property(
        positiveCents,
        positiveCents,
        fc.bigInt({ min: 0n, max: 990_000n }),
        percentUnits,
        percentUnits,
        (actual, goal, minimum, fromRate, toRate) => {
          const result = calculateGoal({
            lever: {
              goal: centsText(goal),
              minimumPercent: percentText(minimum),
              minimumDiscountPercent: percentText(fromRate),
              potentialDiscountPercent: percentText(toRate),
            },
            inputs: { base: centsText(actual) },
          });
          // achievement (ten-thousandths) = actual / goal x 1 000 000, kept as the fraction a/g.
          const a = actual * 1_000_000n;
          const g = goal;
          let expected: bigint;
          if (a < minimum * g) expected = 0n;
          else if (a >= 1_000_000n * g) expected = roundFraction(actual * toRate, 1_000_000n);
          else {
            // rate = from + (to - from) x (a/g - min) / (1 000 000 - min), in ten-thousandths
            const span = 1_000_000n - minimum;
            const rateNumerator = fromRate * g * span + (toRate - fromRate) * (a - minimum * g);
            const rateDenominator = g * span;
            expected = roundFraction(actual * rateNumerator, rateDenominator * 1_000_000n);
          }
          expect(result.value).toBe(centsText(clampCents(expected)));
        },
      ),
      { numRuns: 300, seed: PROPERTY_SEED },
    );
  });

  it('never answers a negative value or to-pay, and to pay is the value less the abatement or zero', () => {
    type Run = (abatement: string) => CalculationResult;
    const runs = fc.oneof(
      fc.tuple(cents, percentUnits).map(
        ([base, discount]): Run =>
          (abatement) =>
            calculatePercentOfBase({
              lever: { discountPercent: percentText(discount) },
              inputs: { base: centsText(base) },
              abatement,
            }),
      ),
      fc.tuple(cents, positiveCents, percentUnits).map(
        ([base, goal, discount]): Run =>
          (abatement) =>
            calculateGoal({
              lever: { goal: centsText(goal), discountPercent: percentText(discount) },
              inputs: { base: centsText(base) },
              abatement,
            }),
      ),
      fc.tuple(cents, cents, percentUnits, percentUnits).map(
        ([base, growthBase, growth, discount]): Run =>
          (abatement) =>
            calculateGrowth({
              lever: { growthPercent: percentText(growth), discountPercent: percentText(discount) },
              inputs: { base: centsText(base), growthBase: centsText(growthBase) },
              abatement,
            }),
      ),
      fc.tuple(cents, fc.nat(50), fc.nat(50), percentUnits, percentUnits).map(
        ([base, compliant, extra, threshold, discount]): Run =>
          (abatement) =>
            calculateStoreCompliance({
              lever: { discountPercent: percentText(discount), thresholdPercent: percentText(threshold) },
              inputs: { base: centsText(base), compliantStores: compliant, auditedStores: compliant + extra },
              abatement,
            }),
      ),
    );
    fc.assert(
      fc.property(runs, fc.bigInt({ min: 0n, max: 10n ** 15n }), (run, abatementCents) => {
        const result = run(centsText(abatementCents));
        for (const amount of [result.value, result.abatement, result.toPay])
          expect(amount).toMatch(/^\d+\.\d{2}$/);
        const value = BigInt(result.value.replace('.', ''));
        expect(result.toPay).toBe(centsText(clampCents(value - abatementCents)));
        expect(result.steps.at(-3)).toEqual({ label: 'calc.step.value', value: result.value });
        expect(result.steps.at(-1)).toEqual({ label: 'calc.step.toPay', value: result.toPay });
      }),
      { numRuns: 300, seed: PROPERTY_SEED },
    );
  });

  it('adds the counted events exactly, whatever their number', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ cents: fc.bigInt({ min: 0n, max: 10n ** 12n }), evidence: fc.boolean() }), {
          maxLength: 40,
        }),
        fc.boolean(),
        (events, needsEvidence) => {
          const result = calculateQuotaEvent({
            lever: { needsEvidence },
            inputs: {
              events: events.map((event) => ({ value: centsText(event.cents), evidence: event.evidence })),
            },
          });
          const counted = events.filter((event) => !needsEvidence || event.evidence);
          expect(result.value).toBe(centsText(counted.reduce((total, event) => total + event.cents, 0n)));
          expect(result.inconsistencies).toHaveLength(events.length - counted.length);
        },
      ),
      { numRuns: 200, seed: PROPERTY_SEED },
    );
  });
});
