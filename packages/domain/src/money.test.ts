import { describe, expect, it } from 'vitest';
import { roundMoney, sumMoney, ZMoneySchema } from './money';

describe('money', () => {
  it('rounds once to cents, half away from zero', () => {
    expect(roundMoney('1.005')).toBe('1.01');
    expect(roundMoney('-1.005')).toBe('-1.01');
    expect(roundMoney('1.0049999')).toBe('1.00');
  });

  it('adds decimal strings exactly, where binary floats would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['9999999999999999.99', '0.01'])).toBe('10000000000000000.00');
  });

  it('reads amounts as typed into two-place decimal strings, refusing what is not one', () => {
    expect(ZMoneySchema.parse(' 12.5 ')).toBe('12.50');
    expect(ZMoneySchema.parse(3)).toBe('3.00');
    for (const bad of ['-1', '1.234', '1,5', 'abc', '', '1e3']) {
      expect(ZMoneySchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
