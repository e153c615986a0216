import { describe, expect, it } from 'vitest';
import { scaledText } from './money-scale';

describe('money at a scale', () => {
  it('shows amounts at the spec’s scales, exactly, in the reader’s separators', () => {
    expect(scaledText('1234567.89', 'NONE', 'pt-BR')).toBe('1.234.567,89');
    expect(scaledText('1234567.89', 'THOUSANDS', 'pt-BR')).toBe('1.234,57');
    expect(scaledText('1234567.89', 'MILLIONS', 'en')).toBe('1.23');
  });
});
