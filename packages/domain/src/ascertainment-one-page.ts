import { z } from 'zod';
import { SIGNATURE_STATUSES } from './agreements';
import { ASCERTAINMENT_STATUSES } from './ascertainment';
import { sumMoney } from './money';

/**
 * The one page of an agreement and period (`/trade-agreements-ascertainment/one-page`): the
 * agreement's header and, for every ascertainment of that period (one per business unit), its
 * levers' values, with totals. It is addressed by any one of those ascertainments.
 */

export const ONE_PAGE_VALUES = [
  'accurateValue',
  'validatedValue',
  'finalValue',
  'abatement',
  'toPay',
] as const;
export type OnePageValue = (typeof ONE_PAGE_VALUES)[number];

const ZValues = z.object({
  accurateValue: z.string().nullable(),
  validatedValue: z.string().nullable(),
  finalValue: z.string().nullable(),
  abatement: z.string().nullable(),
  toPay: z.string().nullable(),
});
export type TOnePageValues = z.output<typeof ZValues>;

export const ZOnePageSchema = z.object({
  agreement: z.object({
    id: z.number().int(),
    description: z.string(),
    economicGroup: z.object({ code: z.string(), name: z.string() }),
    channels: z.array(z.string()),
    signatureStatus: z.enum(SIGNATURE_STATUSES),
  }),
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  ascertainments: z.array(
    z.object({ id: z.number().int(), commodity: z.string(), status: z.enum(ASCERTAINMENT_STATUSES) }),
  ),
  lines: z.array(
    ZValues.extend({
      ascertainmentId: z.number().int(),
      commodity: z.string(),
      leverName: z.string(),
      fundsType: z.string(),
    }),
  ),
  totals: ZValues,
});
export type TOnePage = z.output<typeof ZOnePageSchema>;

/**
 * The totals of the lines, value by value: the exact sum of the lines that have one, null when
 * none has (a value not set yet is not zero).
 */
export function onePageTotals(lines: readonly TOnePageValues[]): TOnePageValues {
  const total = (key: OnePageValue) => {
    const present = lines.map((line) => line[key]).filter((value): value is string => value !== null);
    return present.length === 0 ? null : sumMoney(present);
  };
  return {
    accurateValue: total('accurateValue'),
    validatedValue: total('validatedValue'),
    finalValue: total('finalValue'),
    abatement: total('abatement'),
    toPay: total('toPay'),
  };
}
