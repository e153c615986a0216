import { ptBR } from '@trade-terms/domain/messages/pt-BR';
import { describe, expect, it } from 'vitest';
import { stepValueText } from './calculation-steps';

const translate = (key: keyof typeof ptBR) => ptBR[key];

describe('calculation steps', () => {
  it('reads step values in the reader’s format', () => {
    expect(stepValueText('calc.step.value', '27000.00', 'pt-BR', translate)).toBe('R$\u00a027.000,00');
    expect(stepValueText('calc.step.achievementPercent', '102.8571', 'pt-BR', translate)).toBe('102,8571%');
    expect(stepValueText('calc.step.achievementPercent', '95.0000', 'en', translate)).toBe('95%');
    expect(stepValueText('calc.step.auditedStores', '1200', 'pt-BR', translate)).toBe('1.200');
    expect(stepValueText('calc.step.needsEvidence', 'true', 'pt-BR', translate)).toBe('Sim');
    expect(stepValueText('calc.step.noAuditedStores', null, 'pt-BR', translate)).toBe('');
  });
});
