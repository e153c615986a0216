import { describe, expect, it } from 'vitest';
import {
  formatCnpjValue,
  formatDate,
  formatInteger,
  formatMoney,
  formatPercentage,
  formatQuantity,
} from './value-format';

describe('value formatting', () => {
  it('writes money in reais from the stored digits, per language', () => {
    expect(formatMoney('1500000.00', 'pt-BR')).toBe('R$\u00a01.500.000,00');
    expect(formatMoney('1500000.00', 'en')).toBe('R$1,500,000.00');
    expect(formatMoney('-0.5', 'pt-BR')).toBe('R$\u00a0-0,50');
  });

  it('keeps digits a float would lose', () => {
    expect(formatMoney('9007199254740993.01', 'pt-BR')).toBe('R$\u00a09.007.199.254.740.993,01');
  });

  it('writes percentages and quantities without meaningless zeros', () => {
    expect(formatPercentage('40.0000', 'pt-BR')).toBe('40%');
    expect(formatPercentage('12.5000', 'pt-BR')).toBe('12,5%');
    expect(formatPercentage('12.5000', 'en')).toBe('12.5%');
    expect(formatQuantity('1234.500', 'pt-BR')).toBe('1.234,5');
    expect(formatInteger('1234567', 'en')).toBe('1,234,567');
  });

  it('writes dates in the language order and CNPJs with their mask', () => {
    expect(formatDate('05/03/2026', 'pt-BR')).toBe('05/03/2026');
    expect(formatDate('05/03/2026', 'en')).toBe('03/05/2026');
    expect(formatCnpjValue('11222333000181')).toBe('11.222.333/0001-81');
  });
});
