import { describe, expect, it } from 'vitest';
import { monthName, scaledText } from './budget-map-view';

describe('the budget map view', () => {
  it('shows amounts at the spec’s scales, exactly, in the reader’s separators', () => {
    expect(scaledText('1234567.89', 'NONE', 'pt-BR')).toBe('1.234.567,89');
    expect(scaledText('1234567.89', 'THOUSANDS', 'pt-BR')).toBe('1.234,57');
    expect(scaledText('1234567.89', 'MILLIONS', 'en')).toBe('1.23');
  });

  it('names the months in the reader’s language', () => {
    expect(monthName(1, 'en')).toBe('Jan');
    expect(monthName(12, 'pt-BR').toLowerCase()).toContain('dez');
  });
});
