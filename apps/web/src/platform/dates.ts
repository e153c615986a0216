import { parseBrDate } from '@trade-terms/domain/dates';
import type { Language } from '@trade-terms/domain/i18n';
import dayjs, { type Dayjs } from 'dayjs';

/** How a date reads in each language: the Brazilian day first, the American month first. */
export const DATE_FORMATS: Record<Language, string> = { 'pt-BR': 'DD/MM/YYYY', en: 'MM/DD/YYYY' };

/** The wire format of the spec's dates (section 3), whatever the user's language. */
export const WIRE_DATE_FORMAT = 'DD/MM/YYYY';

/** A wire date (DD/MM/YYYY) as a calendar day; null when it is not a real date. */
export function dayOfWireDate(text: string): Dayjs | null {
  const iso = parseBrDate(text);
  return iso ? dayjs(iso) : null;
}

export function toWireDate(day: Dayjs): string {
  return day.format(WIRE_DATE_FORMAT);
}

/** A wire date as the user's language writes it; text that is no date is shown as it came. */
export function displayWireDate(text: string, language: Language): string {
  const day = dayOfWireDate(text);
  return day ? day.format(DATE_FORMATS[language]) : text;
}

export function displayDay(day: Dayjs, language: Language): string {
  return day.format(DATE_FORMATS[language]);
}
