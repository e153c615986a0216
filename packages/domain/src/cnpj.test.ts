import { describe, expect, it } from 'vitest';
import { cnpjDigits, formatCnpj, isValidCnpj } from './cnpj';

describe('CNPJ', () => {
  it('accepts a number whose check digits match, with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('45.997.418/0001-53')).toBe(true);
  });

  it('refuses wrong check digits, wrong lengths, letters and repeated digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('11a22333000181')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });

  it('keeps the digits and writes them back with punctuation', () => {
    expect(cnpjDigits(' 11.222.333/0001-81 ')).toBe('11222333000181');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});
