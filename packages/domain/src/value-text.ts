import { parseBrDate } from './dates';
import type { Language } from './languages';

/**
 * How values read in each language, for the screens and for the sentences the server writes
 * (divergence messages): decimals arrive as dot strings (`1500000.00`) and are written from
 * their digits, never through a float, so what is shown is exactly what is stored.
 */
export const DECIMAL_SEPARATORS: Record<Language, { thousands: string; decimal: string }> = {
  'pt-BR': { thousands: '.', decimal: ',' },
  en: { thousands: ',', decimal: '.' },
};

const DECIMAL_TEXT = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * A dot-decimal string with grouped thousands; `fraction` fixes or caps the decimals shown.
 * Text that is no decimal is given back as it came.
 */
export function formatDecimal(
  text: string,
  language: Language,
  fraction: { exactly: number } | { atMost: number },
): string {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return text;
  const [, sign = '', whole = '', decimals = ''] = match;
  const { thousands, decimal } = DECIMAL_SEPARATORS[language];
  const grouped = (whole.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const shown =
    'exactly' in fraction
      ? decimals.padEnd(fraction.exactly, '0').slice(0, fraction.exactly)
      : decimals.slice(0, fraction.atMost).replace(/0+$/, '');
  return `${sign}${grouped}${shown ? `${decimal}${shown}` : ''}`;
}

export function formatMoney(text: string, language: Language): string {
  if (!DECIMAL_TEXT.test(text.trim())) return text;
  const amount = formatDecimal(text, language, { exactly: 2 });
  return language === 'pt-BR' ? `R$\u00a0${amount}` : `R$${amount}`;
}

/** Percentages keep the digits that mean something: `40.0000` reads 40%, `12.5000` 12,5%. */
export function formatPercentage(text: string, language: Language): string {
  if (!DECIMAL_TEXT.test(text.trim())) return text;
  return `${formatDecimal(text, language, { atMost: 4 })}%`;
}

/**
 * A wire date (DD/MM/YYYY) as the language writes it: the Brazilian day first, the American
 * month first. Text that is no date is given back as it came.
 */
export function formatWireDate(text: string, language: Language): string {
  const iso = parseBrDate(text);
  if (!iso) return text;
  const [year, month, day] = iso.split('-');
  return language === 'pt-BR' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}
