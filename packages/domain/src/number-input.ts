/**
 * Number inputs refuse the keys minus, plus and e, and pasted text holding an e (spec,
 * section 5): amounts and percentages are never negative nor written in exponent form.
 */
export const BLOCKED_NUMBER_KEYS: readonly string[] = ['-', '+', 'e', 'E'];

export function isBlockedNumberKey(key: string): boolean {
  return BLOCKED_NUMBER_KEYS.includes(key);
}

export function isBlockedNumberPaste(text: string): boolean {
  return /e/i.test(text);
}
