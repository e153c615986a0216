import { z } from 'zod';
import { ascertainmentPeriodLabel, periodsEndingIn } from './ascertainment';
import { PERIODICITIES, type Periodicity } from './levers';
import { ZPageRequestSchema } from './paging';

/**
 * "Frequency ON" (spec §2 names it without a path; `/agreements/frequency-on`): the schedule of
 * the ON levers. For each ON lever of an approved agreement, the competences of a year in which
 * one of its periods ends, that is when the ascertainment settles it (docs/domain.md
 * "Ascertainment": "Which periods a competence ascertains"), within the agreement's validity.
 */

export const MONTHS_OF_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * The periods that end in each month of `year` (12 lists, January first), labelled as the
 * ascertainment labels them (`03/2026`, `Q1/2026`, `2026`), through the ascertainment's own rule:
 * a period counts when it shares a day with the validity (ISO dates).
 */
export function onLeverYearMarks(
  periodicities: readonly Periodicity[],
  year: number,
  validity: { start: string; end: string },
): string[][] {
  return MONTHS_OF_YEAR.map((month) =>
    periodsEndingIn(periodicities, `${String(month).padStart(2, '0')}/${year}`, validity).map(
      ascertainmentPeriodLabel,
    ),
  );
}

const ZCode = z.string().trim().min(1).max(40);

export const ZFrequencyOnFiltersSchema = z.object({
  /** The year shown: levers of agreements valid on at least one of its days. */
  year: z.coerce.number().int().min(2000).max(2100),
  /** An agreement's number, or text in its description. */
  search: z.string().trim().max(100).optional(),
  economicGroups: z.array(ZCode).max(50).optional(),
  channels: z.array(ZCode).max(50).optional(),
  businessUnits: z.array(ZCode).max(50).optional(),
  /** Levers having at least one of these periodicities. */
  periodicities: z.array(z.enum(PERIODICITIES)).max(PERIODICITIES.length).optional(),
});
export type TFrequencyOnFilters = z.output<typeof ZFrequencyOnFiltersSchema>;

export const ZFrequencyOnSearchSchema = ZPageRequestSchema.extend(ZFrequencyOnFiltersSchema.shape);
export type TFrequencyOnSearch = z.output<typeof ZFrequencyOnSearchSchema>;

export const ZFrequencyOnRowSchema = z.object({
  agreementId: z.number().int(),
  description: z.string(),
  economicGroup: z.object({ code: z.string(), name: z.string() }),
  channels: z.array(z.string()),
  businessUnit: z.string(),
  leverId: z.number().int(),
  leverName: z.string(),
  periodicities: z.array(z.enum(PERIODICITIES)),
  /** DD/MM/YYYY. */
  validityStart: z.string(),
  validityEnd: z.string(),
  /** Twelve lists, January first: the periods ending in that month. */
  months: z.array(z.array(z.string())).length(12),
});
export type TFrequencyOnRow = z.infer<typeof ZFrequencyOnRowSchema>;
