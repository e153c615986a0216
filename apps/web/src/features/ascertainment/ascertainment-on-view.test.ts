import { describe, expect, it } from 'vitest';
import { abatementFailure, differenceLabel, mayEditAbatement, onFiltersOf } from './ascertainment-on-view';

describe('ON ascertainment view', () => {
  it('always sends a competence and leaves out empty lists', () => {
    expect(onFiltersOf({ competence: '03/2026', channels: [], sapStates: ['PENDENTE'] })).toEqual({
      competence: '03/2026',
      sapStates: ['PENDENTE'],
    });
    expect(onFiltersOf({}).competence).toMatch(/^\d{2}\/\d{4}$/);
  });

  it('tells to pay from to recover', () => {
    expect(differenceLabel('2000.00')).toBe('ascertainmentScreens.toPay');
    expect(differenceLabel('-1000.00')).toBe('ascertainmentOn.toRecover');
    expect(differenceLabel('0.00')).toBeNull();
    expect(differenceLabel(null)).toBeNull();
  });

  it('lets the analyst key in the abatement until approval', () => {
    const all = () => true;
    expect(mayEditAbatement({ status: 'EM_VALIDACAO' }, all)).toBe(true);
    expect(mayEditAbatement({ status: 'REPROVADA' }, all)).toBe(true);
    expect(mayEditAbatement({ status: 'APROVADA' }, all)).toBe(false);
    expect(mayEditAbatement({ status: 'EM_VALIDACAO' }, () => false)).toBe(false);
  });

  it('asks for the justification before the call', () => {
    const failure = abatementFailure('pt-BR', { abatement: '100.00', justification: ' ' });
    expect(JSON.stringify(failure)).toContain('Informe a justificativa do abatimento');
    expect(abatementFailure('pt-BR', { abatement: '100.00', justification: 'Nota 1' })).toBeNull();
  });
});
