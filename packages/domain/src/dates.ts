import { z } from 'zod';

/**
 * Dates travel as the spec shows them, DD/MM/YYYY, and are kept as ISO calendar dates
 * (YYYY-MM-DD), which sort and compare as text.
 */
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `31/12/2026` -> `2026-12-31`; null when the text is not a real date in that format. */
export function parseBrDate(text: string): string | null {
  const match = BR_DATE.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return isCalendarDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
}

/** `2026-12-31` -> `31/12/2026`. */
export function formatBrDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`not an ISO calendar date: ${isoDate}`);
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/** A DD/MM/YYYY date; a blank value is left to `min(1)` so it reads "required". */
export const ZBrDateSchema = z
  .string()
  .trim()
  .min(1)
  .refine((text) => text === '' || parseBrDate(text) !== null, { message: 'validation.invalidDate' });

/** The calendar date of an instant in a time zone (the business runs on Brazilian time). */
export function calendarDateIn(timeZone: string, instant: Date = new Date()): string {
  const { year, month, day } = dateTimePartsIn(timeZone, instant);
  return `${year}-${month}-${day}`;
}

/** Adds days to an ISO calendar date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An instant's calendar and clock in a time zone, each part as two digits (the year as four). */
export function dateTimePartsIn(timeZone: string, instant: Date) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** An instant as the business reads it: `31/12/2026 14:05:09` in a time zone. */
export function dateTimeTextIn(timeZone: string, instant: Date): string {
  const { year, month, day, hour, minute, second } = dateTimePartsIn(timeZone, instant);
  return `${day}/${month}/${year} ${hour}:${minute}:${second}`;
}
