import Decimal from 'decimal.js';
import { z } from 'zod';

/**
 * Money is exact decimal (DOMAIN.md, "Money"): `numeric(18,2)` in the database, decimal strings
 * with a dot on the wire ("1234.50"), decimal.js in between. A value is rounded once, at the end,
 * to cents, half away from zero.
 */
const MONEY_TEXT = /^\d{1,16}(\.\d{1,2})?$/;

/** A non-negative amount as typed: up to 16 integer digits and 2 decimals. */
export const ZMoneySchema = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((text) => MONEY_TEXT.test(text), { message: 'validation.decimal.money' })
  .transform((text) => new Decimal(text).toFixed(2));

/** To cents, half away from zero: `1.005` -> `1.01`, `-1.005` -> `-1.01`. */
export function roundMoney(value: Decimal.Value): string {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** The exact sum of amounts written as decimal strings. */
export function sumMoney(values: readonly Decimal.Value[]): string {
  return roundMoney(values.reduce<Decimal>((total, value) => total.plus(value), new Decimal(0)));
}

/** Whether one amount is above another, compared exactly. */
export function isMoneyAbove(amount: Decimal.Value, other: Decimal.Value): boolean {
  return new Decimal(amount).gt(other);
}

const PERCENTAGE_TEXT = /^\d{1,3}(\.\d{1,4})?$/;

/**
 * A percentage from 0 to 100 as typed (`numeric(9,4)` in the database): up to 4 decimals, kept
 * as a decimal string with its 4 places ("12.5" -> "12.5000").
 */
export const ZPercentageSchema = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((text) => PERCENTAGE_TEXT.test(text), { message: 'validation.decimal.percentage' })
  .refine((text) => !PERCENTAGE_TEXT.test(text) || new Decimal(text).lte(100), {
    message: 'validation.percentageRange',
  })
  .transform((text) => new Decimal(text).toFixed(4));
