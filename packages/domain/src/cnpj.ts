/**
 * CNPJ, the Brazilian company register number: 14 digits, the last two check digits computed
 * with weights 5..2,9..2 and 6..2,9..2 modulo 11. Accepted with or without its punctuation
 * (`12.345.678/0001-95`) and kept as digits only.
 */
const WEIGHTS_FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_SECOND = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The 14 digits of a CNPJ written with or without punctuation; null when other characters appear. */
export function cnpjDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[\d./-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length === 14 ? digits : null;
}

export function isValidCnpj(text: string): boolean {
  const digits = cnpjDigits(text);
  if (!digits || /^(\d)\1{13}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  const first = checkDigit(numbers, WEIGHTS_FIRST);
  const second = checkDigit([...numbers.slice(0, 12), first], WEIGHTS_SECOND);
  return numbers[12] === first && numbers[13] === second;
}

/** `12345678000195` -> `12.345.678/0001-95`. */
export function formatCnpj(digits: string): string {
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}
