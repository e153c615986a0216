import { z } from 'zod';
import { FUNDS_TYPES, SIGNATURE_STATUSES } from './agreements';
import {
  ASCERTAINMENT_LINE_STATUSES,
  ASCERTAINMENT_STATUSES,
  ZAscertainmentFiltersSchema,
} from './ascertainment';
import { competenceTextToIsoDate } from './competence';
import { ASCERTAINMENT_ORIGINS, CALCULATION_BASES, CALCULATION_MODELS } from './levers';
import { ZPageRequestSchema } from './paging';

/**
 * `/ascertainment/details-report` (spec §2): one row per lever line of the ascertainments the
 * caller may see, under the ascertainment list's filters with a competence window and statuses
 * instead of one competence and a tab. Read in SQL, paged and sorted there; exported as a
 * spreadsheet (decimals as text), above the inline limit as a dashboard job.
 */

/** The export's job kind on the imports and exports dashboard. */
export const ASCERTAINMENT_REPORT_JOB_KIND = 'ascertainment-details-report';

const ZCompetence = z
  .string()
  .trim()
  .refine((text) => competenceTextToIsoDate(text) !== null, { message: 'validation.invalidCompetence' });

const { competence: _one, ...listFilters } = ZAscertainmentFiltersSchema.shape;

const filterShape = {
  ...listFilters,
  /** MM/YYYY: the first and last competence (month the period ends in), both included. */
  competenceFrom: ZCompetence.optional(),
  competenceTo: ZCompetence.optional(),
  statuses: z.array(z.enum(ASCERTAINMENT_STATUSES)).max(4).optional(),
};

/** The window's end may not come before its start. */
const windowInOrder = (filters: { competenceFrom?: string | undefined; competenceTo?: string | undefined }) =>
  !filters.competenceFrom ||
  !filters.competenceTo ||
  (competenceTextToIsoDate(filters.competenceFrom) as string) <=
    (competenceTextToIsoDate(filters.competenceTo) as string);
const WINDOW_PROBLEM = { path: ['competenceTo'], message: 'validation.ascertainmentReport.window' };

export const ZAscertainmentReportFiltersSchema = z.object(filterShape).refine(windowInOrder, WINDOW_PROBLEM);
export type TAscertainmentReportFilters = z.output<typeof ZAscertainmentReportFiltersSchema>;

export const ASCERTAINMENT_REPORT_SORT_COLUMNS = [
  'competence',
  'agreement',
  'economicGroup',
  'commodity',
  'lever',
  'accurateValue',
  'finalValue',
  'toPay',
  'deadline',
] as const;

export const ZAscertainmentReportSearchSchema = ZPageRequestSchema.extend({
  ...filterShape,
  sortBy: z.enum(ASCERTAINMENT_REPORT_SORT_COLUMNS).default('competence'),
}).refine(windowInOrder, WINDOW_PROBLEM);
export type TAscertainmentReportSearch = z.output<typeof ZAscertainmentReportSearchSchema>;

/** One lever line of an ascertainment, with its ascertainment's and agreement's facts. */
export const ZAscertainmentReportRowSchema = z.object({
  /** The line's id. */
  id: z.number().int(),
  ascertainmentId: z.number().int(),
  agreementId: z.number().int(),
  agreementDescription: z.string(),
  economicGroup: z.object({ code: z.string(), name: z.string() }),
  channels: z.array(z.string()),
  commodity: z.string(),
  /** MM/YYYY: the month the period ends in. */
  competence: z.string(),
  period: z.string(),
  status: z.enum(ASCERTAINMENT_STATUSES),
  lineStatus: z.enum(ASCERTAINMENT_LINE_STATUSES),
  lever: z.string(),
  calculationModel: z.enum(CALCULATION_MODELS),
  calculationBasis: z.enum(CALCULATION_BASES).nullable(),
  origin: z.enum(ASCERTAINMENT_ORIGINS),
  fundsType: z.enum(FUNDS_TYPES),
  /** 4 decimals; null where the model has none or the line has no value. */
  achievementPercent: z.string().nullable(),
  ratePercent: z.string().nullable(),
  accurateValue: z.string().nullable(),
  validatedValue: z.string().nullable(),
  finalValue: z.string().nullable(),
  abatement: z.string(),
  toPay: z.string().nullable(),
  /** DD/MM/YYYY. */
  deadline: z.string(),
  overdue: z.boolean(),
  signatureStatus: z.enum(SIGNATURE_STATUSES),
});
export type TAscertainmentReportRow = z.infer<typeof ZAscertainmentReportRowSchema>;
