import { describe, expect, it } from 'vitest';
import { simulate, ZSimulatorRequestSchema } from './simulator';

const run = (body: unknown) => simulate(ZSimulatorRequestSchema.parse(body));

/** The refused fields of a body, each with its one message key. */
function problems(body: unknown): Record<string, string> {
  const parsed = ZSimulatorRequestSchema.safeParse(body);
  if (parsed.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    byField[field] = [...(byField[field] ?? []), issue.code === 'custom' ? issue.message : issue.code];
  }
  for (const [field, messages] of Object.entries(byField)) expect(messages, field).toHaveLength(1);
  return Object.fromEntries(Object.entries(byField).map(([field, [message]]) => [field, message ?? '']));
}

describe('the simulator body', () => {
  it('takes decimals as strings or numbers, and leaves absent, null or blank fields unused', () => {
    const answer = run({
      model: 'GOAL',
      base: 475000,
      goal: '500000.00',
      minimumPercent: 90,
      minimumDiscountPercent: '1.0',
      potentialDiscountPercent: 3,
      discountPercent: null,
      abatement: '',
      fixedValue: '   ',
    });
    expect(answer).toMatchObject({
      value: '9500.00',
      abatement: '0.00',
      toPay: '9500.00',
      ratePercent: '2.0000',
    });
  });

  it('computes the worked examples as the engine does', () => {
    expect(
      run({
        model: 'GROWTH',
        base: '1080000.00',
        growthBase: '1000000.00',
        growthPercent: '5',
        discountPercent: '2.5',
      }),
    ).toMatchObject({
      value: '27000.00',
      achievementPercent: '102.8571',
      ratePercent: '2.5000',
    });
    expect(run({ model: 'PERCENT_OF_BASE', base: '-5000.00', discountPercent: '3' }).value).toBe('0.00');
    expect(
      run({
        model: 'STORE_COMPLIANCE',
        base: '200000.00',
        discountPercent: '1.5',
        compliantStores: '9',
        auditedStores: 10,
        thresholdPercent: '80',
      }),
    ).toMatchObject({ value: '3000.00', achievementPercent: '90.0000' });
    const events = run({
      model: 'QUOTA_EVENT',
      needsEvidence: true,
      events: [{ value: '5000.00', evidence: true }, { value: '2500.00' }],
    });
    expect(events.value).toBe('5000.00');
    expect(events.steps).toContainEqual({ label: 'calc.step.eventWithoutEvidence', value: '2500.00' });
    expect(run({ model: 'FIXED_VALUE', fixedValue: 1500 }).value).toBe('1500.00');
  });

  it('refuses a missing or unknown model', () => {
    expect(Object.keys(problems({ base: '1' }))).toEqual(['model']);
    expect(Object.keys(problems({ model: 'BONUS' }))).toEqual(['model']);
  });

  it('names every field the model needs and lacks, once each', () => {
    expect(problems({ model: 'PERCENT_OF_BASE' })).toEqual({
      base: 'errors.required',
      discountPercent: 'errors.required',
    });
    expect(problems({ model: 'GOAL', base: '1' })).toEqual({
      goal: 'errors.required',
      discountPercent: 'errors.required',
    });
    // With a potential discount and no minimum, the goal rule never reaches the discount.
    expect(problems({ model: 'GOAL', base: '1', goal: '10', potentialDiscountPercent: '3' })).toEqual({});
    expect(problems({ model: 'GROWTH', base: '1', discountPercent: '1' })).toEqual({
      growthBase: 'errors.required',
      growthPercent: 'errors.required',
    });
    expect(problems({ model: 'STORE_COMPLIANCE' })).toEqual({
      base: 'errors.required',
      compliantStores: 'errors.required',
      auditedStores: 'errors.required',
      thresholdPercent: 'errors.required',
      discountPercent: 'errors.required',
    });
    expect(problems({ model: 'QUOTA_EVENT' })).toEqual({ events: 'errors.required' });
    expect(problems({ model: 'QUOTA_EVENT', events: [{ evidence: true }] })).toEqual({
      'events.0.value': 'errors.required',
    });
    expect(problems({ model: 'FIXED_VALUE' })).toEqual({ fixedValue: 'errors.required' });
  });

  it('refuses negative and non-numeric values, percentages above 100 and a goal of zero or less, one message per field', () => {
    expect(
      problems({
        model: 'GOAL',
        base: 'abc',
        goal: '0',
        discountPercent: '101',
        minimumPercent: '-5',
        abatement: '-1.00',
        fixedValue: '1,5',
      }),
    ).toEqual({
      base: 'validation.decimal.money',
      goal: 'validation.agreement.goalNotPositive',
      discountPercent: 'validation.percentUpTo100',
      minimumPercent: 'validation.calc.negative',
      abatement: 'validation.calc.negative',
      fixedValue: 'validation.decimal.money',
    });
    expect(problems({ model: 'GOAL', base: '1', goal: '-10', discountPercent: '1' })).toEqual({
      goal: 'validation.calc.negative',
    });
    const stores = { model: 'STORE_COMPLIANCE', base: '1', discountPercent: '1', thresholdPercent: '80' };
    expect(problems({ ...stores, compliantStores: 2.5, auditedStores: 3 })).toEqual({
      compliantStores: 'validation.calc.wholeNumber',
    });
    expect(problems({ ...stores, compliantStores: 4, auditedStores: 3 })).toEqual({
      compliantStores: 'validation.calc.compliantAboveAudited',
    });
    // A number a float cannot write in plain decimals is no decimal of the body.
    expect(problems({ model: 'FIXED_VALUE', fixedValue: 1e21 })).toEqual({
      fixedValue: 'validation.decimal.money',
    });
  });

  it('accepts the sales of the period below zero (returns), and 100 % itself', () => {
    expect(
      problems({
        model: 'GROWTH',
        base: '-1',
        growthBase: '-2',
        growthPercent: '100',
        discountPercent: '100',
      }),
    ).toEqual({});
  });
});
