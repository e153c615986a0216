import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ascertainmentDeadline,
  ascertainmentPeriodLabel,
  isOverdue,
  justificationProblem,
  periodsEndingIn,
  periodYearBefore,
  toPayOf,
  valueInForce,
} from './ascertainment';
import { ascertainLine, type LineLever } from './ascertainment-calculation';

const PROPERTY_SEED = 20260326;

const centsText = (cents: bigint) => new Decimal(cents.toString()).dividedBy(100).toFixed(2);
const money = fc.bigInt({ min: 0n, max: 10n ** 14n }).map(centsText);
const signedMoney = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).map(centsText);

const GROWTH: LineLever = {
  model: 'GROWTH',
  basis: 'NIV',
  fundsType: 'OFF',
  needsEvidence: false,
  discountPercent: '2.5',
  goal: null,
  minimumPercent: null,
  minimumDiscountPercent: null,
  potentialDiscountPercent: null,
  growthPercent: '5',
  thresholdPercent: null,
  fixedValue: null,
};
const PERCENT: LineLever = {
  ...GROWTH,
  model: 'PERCENT_OF_BASE',
  basis: 'GSV',
  growthPercent: null,
  discountPercent: '1.0',
};

describe('which periods a competence ascertains', () => {
  it('settles the periods that end in its month', () => {
    const labels = (periodicities: Parameters<typeof periodsEndingIn>[0], competence: string) =>
      periodsEndingIn(periodicities, competence).map(ascertainmentPeriodLabel);
    expect(labels(['Q1', 'Q2', 'Q3', 'Q4'], '03/2026')).toEqual(['Q1/2026']);
    expect(labels(['Q1', 'Q2', 'Q3', 'Q4'], '02/2026')).toEqual([]);
    expect(labels(['MONTHLY'], '02/2026')).toEqual(['02/2026']);
    expect(labels(['B1', 'B2', 'B3', 'B4', 'B5', 'B6'], '04/2026')).toEqual(['B2/2026']);
    expect(labels(['SEMIANNUAL', 'YEARLY', 'Q4', 'MONTHLY'], '12/2026')).toEqual([
      '2026',
      'S2/2026',
      'Q4/2026',
      '12/2026',
    ]);
    expect(labels(['YEARLY'], '06/2026')).toEqual([]);
    expect(labels(['MONTHLY'], '13/2026')).toEqual([]);
  });

  it('leaves out a period that shares no day with the agreement', () => {
    const validity = { start: '2026-04-01', end: '2026-12-31' };
    expect(periodsEndingIn(['Q1'], '03/2026', validity)).toEqual([]);
    expect(periodsEndingIn(['Q2'], '06/2026', validity).map(ascertainmentPeriodLabel)).toEqual(['Q2/2026']);
  });

  it('compares growth with the same period a year earlier', () => {
    const [q1] = periodsEndingIn(['Q1'], '03/2026');
    expect(q1 && periodYearBefore(q1)).toEqual({ first: '2025-01-01', last: '2025-03-01' });
  });
});

describe('the overdue rule', () => {
  it('is due 60 days after the period’s last day, unless approved', () => {
    expect(ascertainmentDeadline('2026-03-01')).toBe('2026-05-30');
    expect(ascertainmentDeadline('2026-02-01', 0)).toBe('2026-02-28');
    expect(ascertainmentDeadline('2026-12-01', 30)).toBe('2027-01-30');
    expect(isOverdue('EM_VALIDACAO', '2026-05-30', '2026-05-30')).toBe(false);
    expect(isOverdue('EM_VALIDACAO', '2026-05-30', '2026-05-31')).toBe(true);
    expect(isOverdue('REPROVADA', '2026-05-30', '2026-06-01')).toBe(true);
    expect(isOverdue('APROVADA', '2026-05-30', '2027-01-01')).toBe(false);
  });
});

describe('a changed validated or final value needs a justification', () => {
  it('worked example 7: 9 500.00 validated as 9 000.00', () => {
    expect(justificationProblem({ before: '9500.00', proposed: '9000.00' })).toEqual({
      path: ['justification'],
      message: 'validation.calc.justificationRequired',
    });
    expect(
      justificationProblem({ before: '9500.00', proposed: '9000.00', justification: '   ' }),
    ).not.toBeNull();
    expect(
      justificationProblem({ before: '9500.00', proposed: '9000.00', justification: 'Devolução' }),
    ).toBeNull();
    expect(justificationProblem({ before: '9500.00', proposed: '9500.0' })).toBeNull();
    // A line computed without data has no value before: any value given to it is a change.
    expect(justificationProblem({ before: null, proposed: '0.00' })).not.toBeNull();
  });

  it('takes the validated value, else the accurate one, to the next step', () => {
    expect(valueInForce({ accurateValue: '9500.00', validatedValue: null })).toBe('9500.00');
    expect(valueInForce({ accurateValue: '9500.00', validatedValue: '9000.00' })).toBe('9000.00');
    expect(valueInForce({ accurateValue: null, validatedValue: null })).toBeNull();
  });
});

describe('to pay', () => {
  it('is never negative', () => {
    fc.assert(
      fc.property(money, money, (finalValue, abatement) => {
        const toPay = toPayOf(finalValue, abatement);
        expect(new Decimal(toPay).isNegative()).toBe(false);
        expect(toPay).toBe(Decimal.max(0, new Decimal(finalValue).minus(abatement)).toFixed(2));
      }),
      { numRuns: 200, seed: PROPERTY_SEED },
    );
  });
});

describe('a line of an ascertainment', () => {
  it('worked example 1: growth from sell-in earns 27 000.00', () => {
    const line = ascertainLine(
      GROWTH,
      { origin: 'SELL_IN', base: '1080000.00', growthBase: '1000000.00' },
      'Q1/2026',
    );
    expect(line).toMatchObject({
      status: 'APURADA',
      accurateValue: '27000.00',
      achievementPercent: '102.8571',
      ratePercent: '2.5000',
      abatement: '0.00',
      inconsistencies: [],
    });
    expect(line.steps[0]).toEqual({ label: 'calc.step.period', value: 'Q1/2026' });
  });

  it('worked example 3: an ON lever was granted on the invoice, so nothing is left to pay', () => {
    const line = ascertainLine(
      { ...PERCENT, fundsType: 'ON' },
      { origin: 'SELL_IN', base: '400000.00' },
      '03/2026',
    );
    expect(line).toMatchObject({ accurateValue: '4000.00', abatement: '4000.00' });
    expect(line.steps.at(-1)).toEqual({ label: 'calc.step.toPay', value: '0.00' });
  });

  it('has no value, and says why, without its source’s data or a value its model needs', () => {
    const missing = ascertainLine(
      { ...GROWTH },
      { origin: 'SELL_OUT', base: null, growthBase: null },
      '03/2026',
    );
    expect(missing).toMatchObject({
      status: 'SEM_DADOS',
      accurateValue: null,
      inconsistencies: [
        {
          code: 'SOURCE_NOT_AVAILABLE',
          message: 'ascertainment.inconsistency.sourceNotAvailable',
          detail: 'SELL_OUT',
        },
      ],
    });
    const incomplete = ascertainLine(
      { ...PERCENT, discountPercent: null },
      { origin: 'SELL_IN', base: '10.00' },
      'x',
    );
    expect(incomplete).toMatchObject({
      status: 'SEM_DADOS',
      inconsistencies: [{ code: 'LEVER_INCOMPLETE' }],
    });
    const noBasis = ascertainLine({ ...PERCENT, basis: null }, { origin: 'SELL_IN', base: '10.00' }, 'x');
    expect(noBasis).toMatchObject({ status: 'SEM_DADOS', inconsistencies: [{ code: 'LEVER_INCOMPLETE' }] });
    const noThreshold = ascertainLine(
      { ...PERCENT, model: 'STORE_COMPLIANCE' },
      { origin: 'EVIDENCE', base: '10.00', compliance: { audited: 3, compliant: 3, threshold: null } },
      'x',
    );
    expect(noThreshold).toMatchObject({ status: 'SEM_DADOS', inconsistencies: [{ code: 'NO_THRESHOLD' }] });
  });

  it('lists an event without its photo when the lever needs evidence (worked example 5)', () => {
    const line = ascertainLine(
      { ...PERCENT, model: 'QUOTA_EVENT', basis: null, needsEvidence: true },
      {
        origin: 'EVIDENCE',
        base: null,
        events: [
          { value: '5000.00', evidence: true },
          { value: '2500.00', evidence: false },
        ],
      },
      '09/2026',
    );
    expect(line).toMatchObject({
      status: 'APURADA',
      accurateValue: '5000.00',
      inconsistencies: [
        { code: 'NO_ASCERTAINMENT_PHOTO', message: 'calc.inconsistency.noAscertainmentPhoto', detail: '1' },
      ],
    });
  });

  it('gives the same money whatever the order of its input rows, and the same result twice', () => {
    fc.assert(
      fc.property(
        fc
          .array(signedMoney, { minLength: 1, maxLength: 30 })
          .chain((rows) =>
            fc.tuple(
              fc.constant(rows),
              fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }),
            ),
          ),
        fc.array(money, { minLength: 1, maxLength: 30 }),
        ([rows, shuffled], comparison) => {
          const sum = (values: readonly string[]) =>
            values.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed(2);
          const inputs = { origin: 'SELL_IN' as const, base: sum(rows), growthBase: sum(comparison) };
          const reordered = { ...inputs, base: sum(shuffled), growthBase: sum([...comparison].reverse()) };
          const first = ascertainLine(GROWTH, inputs, 'Q1/2026');
          expect(ascertainLine(GROWTH, reordered, 'Q1/2026')).toEqual(first);
          expect(ascertainLine(GROWTH, inputs, 'Q1/2026')).toEqual(first);
          expect(new Decimal(first.accurateValue ?? '0').isNegative()).toBe(false);
        },
      ),
      { numRuns: 200, seed: PROPERTY_SEED },
    );
  });
});
