import { describe, expect, it } from 'vitest';
import {
  formatCnpjValue,
  formatDate,
  formatDecimalInput,
  formatInstant,
  formatInteger,
  formatMoney,
  formatPercentage,
  formatQuantity,
  formatValue,
  parseDecimalInput,
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

  it('shows an edited decimal as the lists do and reads what is typed back exactly, per language', () => {
    expect(formatDecimalInput('1500000.00', 'pt-BR', 'money')).toBe('1.500.000,00');
    expect(formatDecimalInput('1500000.00', 'en', 'money')).toBe('1,500,000.00');
    expect(formatDecimalInput('40.0000', 'pt-BR', 'percentage')).toBe('40');
    expect(formatDecimalInput('12.5000', 'pt-BR', 'percentage')).toBe('12,5');
    expect(parseDecimalInput('1.500.000,00', 'pt-BR')).toBe('1500000.00');
    expect(parseDecimalInput('1,500,000.00', 'en')).toBe('1500000.00');
    expect(parseDecimalInput('R$ 1.234,5', 'pt-BR')).toBe('1234.5');
    expect(parseDecimalInput('40%', 'en')).toBe('40');
    expect(parseDecimalInput('12,', 'pt-BR')).toBe('12');
    expect(parseDecimalInput('0007,50', 'pt-BR')).toBe('7.50');
    expect(parseDecimalInput('10.5', 'pt-BR')).toBe('10.5');
    expect(parseDecimalInput('10,25', 'en')).toBe('10.25');
    expect(parseDecimalInput('1.500', 'pt-BR')).toBe('1500');
    expect(parseDecimalInput('1,500', 'en')).toBe('1500');
    expect(parseDecimalInput('', 'en')).toBe('');
    expect(parseDecimalInput('R$', 'pt-BR')).toBe('');
  });

  it('round-trips large values without float drift', () => {
    for (const stored of ['12345678901234.56', '9007199254740993.01', '0.10', '999999999999999.99']) {
      for (const language of ['pt-BR', 'en'] as const) {
        const shown = formatDecimalInput(stored, language, 'money');
        expect(parseDecimalInput(shown, language)).toBe(stored);
      }
    }
    expect(formatDecimalInput('12345678901234.56', 'pt-BR', 'money')).toBe('12.345.678.901.234,56');
    expect(formatDecimalInput('12345678901234.56', 'en', 'money')).toBe('12,345,678,901,234.56');
  });

  it('writes a server instant in the language date order', () => {
    const iso = new Date(2026, 2, 5, 14, 7).toISOString();
    expect(formatInstant(iso, 'pt-BR')).toBe('05/03/2026 14:07');
    expect(formatInstant(iso, 'en')).toBe('03/05/2026 14:07');
    expect(formatInstant(null, 'en')).toBe('');
  });

  it('writes any value by its kind through one entry, the same digits in both languages', () => {
    expect(formatValue('money', '1500000.5', 'pt-BR')).toBe('R$\u00a01.500.000,50');
    expect(formatValue('money', '1500000.5', 'en')).toBe('R$1,500,000.50');
    expect(formatValue('percentage', '12.5000', 'pt-BR')).toBe('12,5%');
    expect(formatValue('percentage', '40.0000', 'en')).toBe('40%');
    expect(formatValue('quantity', '1234.500', 'pt-BR')).toBe('1.234,5');
    expect(formatValue('integer', '1234567', 'en')).toBe('1,234,567');
    expect(formatValue({ decimals: 3 }, '1.15', 'pt-BR')).toBe('1,150');
    expect(formatValue('date', '05/03/2026', 'en')).toBe('03/05/2026');
    expect(formatValue('date', '05/03/2026', 'pt-BR')).toBe('05/03/2026');
    expect(formatValue('cnpj', '11222333000181', 'en')).toBe('11.222.333/0001-81');
    expect(formatValue('text', 'PC', 'en')).toBe('PC');
  });

  it('writes competences MM/YYYY in both languages, from the text or the stored date', () => {
    for (const language of ['pt-BR', 'en'] as const) {
      expect(formatValue('competence', '2026-03-01', language)).toBe('03/2026');
      expect(formatValue('competence', '03/2026', language)).toBe('03/2026');
    }
  });

  it('shows nothing for an empty value and what is no value of its kind as it came', () => {
    for (const empty of [null, undefined, '']) expect(formatValue('money', empty, 'pt-BR')).toBe('');
    expect(formatValue('money', 'abc', 'pt-BR')).toBe('abc');
    expect(formatValue({ decimals: 2 }, '1,5', 'en')).toBe('1,5');
    expect(formatValue('competence', '13/2026', 'pt-BR')).toBe('13/2026');
    expect(formatValue('date', '31/02/2026', 'pt-BR')).toBe('31/02/2026');
    expect(formatValue('cnpj', '123', 'pt-BR')).toBe('123');
  });
});
