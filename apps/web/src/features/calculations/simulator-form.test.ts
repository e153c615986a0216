import { describe, expect, it } from 'vitest';
import { isSimulatorField, simulateInputOf, simulatorFailure } from './simulator-form';

describe('simulator form', () => {
  it('sends the model and only the fields it uses, leaving empty ones out', () => {
    expect(
      simulateInputOf({
        model: 'GOAL',
        base: '475000.00',
        goal: '500000.00',
        minimumPercent: '90',
        minimumDiscountPercent: '1',
        potentialDiscountPercent: '3',
        discountPercent: null,
        fixedValue: '10.00',
        events: [{ value: '1.00', evidence: true }],
      }),
    ).toEqual({
      model: 'GOAL',
      base: '475000.00',
      goal: '500000.00',
      minimumPercent: '90',
      minimumDiscountPercent: '1',
      potentialDiscountPercent: '3',
    });
    expect(
      simulateInputOf({
        model: 'QUOTA_EVENT',
        needsEvidence: true,
        events: [{ value: '5000.00', evidence: true }],
      }),
    ).toEqual({ model: 'QUOTA_EVENT', needsEvidence: true, events: [{ value: '5000.00', evidence: true }] });
  });

  it('checks the body with the call’s schema, telling each problem beside its field in the user’s language', () => {
    const input = simulateInputOf({ model: 'GOAL', base: '1', goal: '0', discountPercent: '150' });
    const isField = (path: (string | number)[]) => isSimulatorField(path, 'GOAL');
    expect(simulatorFailure('pt-BR', input, isField)).toEqual({
      fields: [
        { name: ['discountPercent'], errors: ['O percentual deve estar entre 0 e 100'] },
        { name: ['goal'], errors: ['A meta deve ser maior que zero'] },
      ],
      general: [],
    });
    expect(simulatorFailure('en', simulateInputOf({ model: null }), isField)).toEqual({
      fields: [{ name: ['model'], errors: ['The field is required'] }],
      general: [],
    });
    expect(
      simulatorFailure('pt-BR', simulateInputOf({ model: 'FIXED_VALUE', fixedValue: '1.00' }), isField),
    ).toBeNull();
  });

  it('shows an event’s value beside it and a problem of the whole list above the form', () => {
    expect(isSimulatorField(['events', 0, 'value'], 'QUOTA_EVENT')).toBe(true);
    expect(isSimulatorField(['events'], 'QUOTA_EVENT')).toBe(false);
    expect(isSimulatorField(['goal'], 'PERCENT_OF_BASE')).toBe(false);
  });
});
