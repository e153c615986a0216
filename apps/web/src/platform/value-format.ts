import { formatCnpj } from '@trade-terms/domain/cnpj';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import type { Language } from '@trade-terms/domain/i18n';
import {
  DECIMAL_SEPARATORS,
  formatDecimal,
  formatMoney,
  formatPercentage,
} from '@trade-terms/domain/value-text';
import dayjs from 'dayjs';
import { DATE_FORMATS, displayWireDate } from './dates';

/**
 * How values read on every screen, per language, in one place. Decimals arrive as dot strings
 * (`1500000.00`) and are formatted from their digits, never through a float, so what is shown
 * is exactly what is stored. The writing of decimals is the domain's, shared with the sentences
 * the server writes.
 */
export { formatDecimal, formatMoney, formatPercentage };

export function formatQuantity(text: string, language: Language): string {
  return formatDecimal(text, language, { atMost: 3 });
}

export function formatInteger(text: string, language: Language): string {
  return formatDecimal(text, language, { exactly: 0 });
}

/** The decimals an input of each kind shows while editing, the same as its list cell. */
export type DecimalKind = 'money' | 'percentage' | 'quantity' | 'unitValue';
const EDITING_FRACTIONS: Record<DecimalKind, { exactly: number } | { atMost: number }> = {
  money: { exactly: 2 },
  /** A price per unit keeps its cents' fractions (up to 4 decimals). */
  unitValue: { atMost: 4 },
  percentage: { atMost: 4 },
  quantity: { atMost: 3 },
};

/** A stored decimal as its input shows it: `1.500.000,00` beside an `R$`, `40` beside a `%`. */
export function formatDecimalInput(text: string, language: Language, kind: DecimalKind): string {
  return formatDecimal(text, language, EDITING_FRACTIONS[kind]);
}

/**
 * A lone grouping mark that cannot group thousands (`10.5` in pt-BR, `10,5` in English) was
 * meant as the decimal point: the other language's habit, not a thousand times the value.
 */
function readsAsDecimalPoint(text: string, thousands: string, decimal: string): boolean {
  if (text.includes(decimal)) return false;
  // With no decimal mark typed, the only marks left are grouping ones.
  const groups = text.replace(/[^\d.,]/g, '').split(thousands);
  return groups.length === 2 && groups[1]?.length !== 3;
}

/**
 * What was typed, in the language's separators, back as the dot string the server takes
 * (`1.500.000,5` in pt-BR and `1,500,000.5` in English both give `1500000.5`); empty when no
 * digit was typed. Only text is moved around, so no digit is lost to a float.
 */
export function parseDecimalInput(text: string, language: Language): string {
  const { thousands, decimal } = DECIMAL_SEPARATORS[language];
  const plain = readsAsDecimalPoint(text, thousands, decimal)
    ? text.split(thousands).join('.')
    : text.split(thousands).join('').split(decimal).join('.');
  const sign = plain.trim().startsWith('-') ? '-' : '';
  const [whole = '', ...rest] = plain.replace(/[^\d.]/g, '').split('.');
  const decimals = rest.join('');
  if (!whole && !decimals) return '';
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return `${sign}${integer}${decimals ? `.${decimals}` : ''}`;
}

/** Dates travel DD/MM/YYYY and read DD/MM/YYYY in pt-BR and MM/DD/YYYY in English. */
export const formatDate = displayWireDate;

/** CNPJs read with their mask, whatever was stored. */
export function formatCnpjValue(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 14 ? formatCnpj(digits) : text;
}

/** Competences read MM/YYYY in both languages, whether they come as text or as the stored date. */
export const formatCompetence = isoDateToCompetenceText;

/** The kinds of value a cell can hold; a number of decimals fixes a decimal's scale. */
export type ValueKind =
  | 'text'
  | 'money'
  | 'percentage'
  | 'quantity'
  | 'integer'
  | 'date'
  | 'competence'
  | 'cnpj'
  | { decimals: number };

/**
 * Any value as the reader's language writes it, by its kind: the one entry the lists, the
 * register cells and the integration rows go through. Text that is no value of its kind (a row
 * the server could not read) is shown as it came; nothing is shown for an empty value.
 */
export function formatValue(kind: ValueKind, text: string | null | undefined, language: Language): string {
  if (text === null || text === undefined || text === '') return '';
  if (typeof kind === 'object') return formatDecimal(text, language, { exactly: kind.decimals });
  switch (kind) {
    case 'money':
      return formatMoney(text, language);
    case 'percentage':
      return formatPercentage(text, language);
    case 'quantity':
      return formatQuantity(text, language);
    case 'integer':
      return formatInteger(text, language);
    case 'date':
      return formatDate(text, language);
    case 'competence':
      return formatCompetence(text);
    case 'cnpj':
      return formatCnpjValue(text);
    case 'text':
      return text;
  }
}

/** A server instant (ISO 8601) in the reader's date order, to the minute, in local time. */
export function formatInstant(iso: string | null | undefined, language: Language): string {
  return iso ? dayjs(iso).format(`${DATE_FORMATS[language]} HH:mm`) : '';
}
