import { describe, expect, it } from 'vitest';
import { metricDescription } from './execution-view';

describe('metricDescription', () => {
  const t = (key: string) => `<${key}>`;
  const money = (value: string) => `R$ ${value}`;

  it('names the model and the basis, and the goal of a goal lever', () => {
    expect(
      metricDescription({ calculationModel: 'GOAL', calculationBasis: 'NIV', goal: '1000000.00' }, t, money),
    ).toBe('<levers.model.goal> · <levers.basis.niv> · <ascExecution.goal> R$ 1000000.00');
  });

  it('leaves out a basis the model has not and a goal another model does not read', () => {
    expect(
      metricDescription(
        { calculationModel: 'STORE_COMPLIANCE', calculationBasis: null, goal: '5.00' },
        t,
        money,
      ),
    ).toBe('<levers.model.storeCompliance>');
  });
});
