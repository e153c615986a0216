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

/**
 * Decimals for intermediate values, with every digit kept: products of amounts and percentages
 * of `numeric(18,2)` and `numeric(9,4)` stay well within 80 significant digits, where
 * decimal.js's default 20 would round a large amount before the one rounding to cents (a double
 * rounding). The one division of a calculation comes last.
 */
export const ExactDecimal = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });

/**
 * An amount divided in parts by weights (payment %, shares): every part but the last is its
 * share rounded down to cents, and the last takes the remainder, so the parts add up to the
 * amount exactly and none is negative (DOMAIN.md, "Money": "the last part takes the remainder
 * of the cents"). The amount and the weights are not negative, and the weights not all zero.
 */
export function divideMoney(amount: Decimal.Value, weights: readonly Decimal.Value[]): string[] {
  const total = new ExactDecimal(roundMoney(amount));
  const weightSum = weights.reduce<Decimal>((sum, weight) => sum.plus(weight), new ExactDecimal(0));
  if (
    total.isNegative() ||
    weights.length === 0 ||
    weightSum.lte(0) ||
    weights.some((weight) => new ExactDecimal(weight).isNegative())
  ) {
    throw new RangeError(
      'Divide an amount that is not negative by weights that are not negative nor all zero',
    );
  }
  const parts = weights
    .slice(0, -1)
    .map((weight) => total.times(weight).dividedBy(weightSum).toDecimalPlaces(2, Decimal.ROUND_DOWN));
  const taken = parts.reduce<Decimal>((sum, part) => sum.plus(part), new ExactDecimal(0));
  return [...parts.map((part) => part.toFixed(2)), total.minus(taken).toFixed(2)];
}
