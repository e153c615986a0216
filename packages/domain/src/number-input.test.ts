import { describe, expect, it } from 'vitest';
import { isBlockedNumberKey, isBlockedNumberPaste } from './number-input';

describe('number input keys', () => {
  it('blocks minus, plus and e in both cases', () => {
    for (const key of ['-', '+', 'e', 'E']) expect(isBlockedNumberKey(key), key).toBe(true);
  });

  it('lets digits, separators and editing keys through', () => {
    for (const key of ['0', '9', ',', '.', 'Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter'])
      expect(isBlockedNumberKey(key), key).toBe(false);
  });

  it('refuses pasted text containing an e, and takes plain numbers', () => {
    expect(isBlockedNumberPaste('1e5')).toBe(true);
    expect(isBlockedNumberPaste('2E3')).toBe(true);
    expect(isBlockedNumberPaste('texto')).toBe(true);
    expect(isBlockedNumberPaste('1234,56')).toBe(false);
    expect(isBlockedNumberPaste('1.234')).toBe(false);
  });
});
