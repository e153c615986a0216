import { z } from 'zod';
import { competenceTextToIsoDate, parseCompetence } from './competence';
import { ZPageRequestSchema } from './paging';
import { ZIdSchema } from './records';
import { THRESHOLD_SOURCES } from './store-compliance';

/**
 * The store-compliance reports of the lever area (spec §2 `/lever/details-report` and
 * `/lever/abstract-report`, issue #12): one row per lever of an agreement, period and store (the
 * detail), or per lever of an agreement and period (the summary), under the same filters.
 */

/** A window longer than this is refused: the periods are built for every month of it. */
export const COMPLIANCE_REPORT_MAX_MONTHS = 36;

const ZCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((code) => code.toUpperCase());
const ZCodes = z.array(ZCode).max(50).optional();

const ZCompetenceSchema = z
  .string()
  .trim()
  .refine((text) => competenceTextToIsoDate(text) !== null, { message: 'validation.invalidCompetence' });

const monthIndex = (text: string) => {
  const competence = parseCompetence(text);
  return competence ? competence.year * 12 + competence.month : null;
};

const filterShape = z.object({
  competenceFrom: ZCompetenceSchema,
  competenceTo: ZCompetenceSchema,
  channels: ZCodes,
  economicGroups: ZCodes,
  leverIds: z.array(ZIdSchema).max(50).optional(),
  regions: ZCodes,
  businessUnits: ZCodes,
});

/** The window runs forward and spans at most `COMPLIANCE_REPORT_MAX_MONTHS` months. */
function windowRule(filters: { competenceFrom: string; competenceTo: string }, ctx: z.RefinementCtx) {
  const from = monthIndex(filters.competenceFrom);
  const to = monthIndex(filters.competenceTo);
  if (from === null || to === null) return;
  if (to < from)
    ctx.addIssue({
      code: 'custom',
      path: ['competenceTo'],
      message: 'validation.compliance.windowBackwards',
    });
  else if (to - from + 1 > COMPLIANCE_REPORT_MAX_MONTHS)
    ctx.addIssue({
      code: 'custom',
      path: ['competenceTo'],
      message: 'validation.compliance.windowTooLong',
      params: { months: String(COMPLIANCE_REPORT_MAX_MONTHS) },
    });
}

/** The filters both reports take: the competence window (required) and the dimensions. */
export const ZComplianceFiltersSchema = filterShape.superRefine(windowRule);
export type TComplianceFilters = z.output<typeof ZComplianceFiltersSchema>;

export const COMPLIANCE_DETAIL_SORT = ['agreement', 'lever', 'period', 'store'] as const;
export const COMPLIANCE_ABSTRACT_SORT = ['agreement', 'lever', 'period', 'compliancePercent'] as const;

const paged = <S extends readonly [string, ...string[]]>(sort: S) =>
  filterShape
    .extend(ZPageRequestSchema.shape)
    .extend({ sortBy: z.enum(sort).default(sort[0]) })
    .superRefine(windowRule);

export const ZComplianceDetailSearchSchema = paged(COMPLIANCE_DETAIL_SORT);
export type TComplianceDetailSearch = z.output<typeof ZComplianceDetailSearchSchema>;
export const ZComplianceAbstractSearchSchema = paged(COMPLIANCE_ABSTRACT_SORT);
export type TComplianceAbstractSearch = z.output<typeof ZComplianceAbstractSearchSchema>;

const ZCodeName = z.object({ code: z.string(), name: z.string() });

/** A period of the lever's periodicity: `Q1`, `2026`, its label and its months (MM/YYYY). */
export const ZCompliancePeriodSchema = z.object({
  code: z.string(),
  year: z.number().int(),
  label: z.string(),
  first: z.string(),
  last: z.string(),
});

/** What both rows say of the lever of the agreement. */
const agreementLeverColumns = {
  agreementLeverId: z.number().int(),
  agreementId: z.number().int(),
  agreementDescription: z.string(),
  holding: ZCodeName,
  leverId: z.number().int(),
  leverName: z.string(),
  /** The lever's channel. */
  channel: z.string(),
  region: ZCodeName.nullable(),
  /** The sub-regions of the lever's recommendation rows for the agreement's region and business unit. */
  subregions: z.array(z.string()),
  businessUnit: z.string().nullable(),
  period: ZCompliancePeriodSchema,
};

/** `relatorioDetalhesCompliance`: a store of a lever of an agreement in a period. */
export const ZComplianceDetailRowSchema = z.object({
  ...agreementLeverColumns,
  store: ZCodeName,
  customer: z.string(),
  /** Whether the store had a counted yes/no answer in the period. */
  audited: z.boolean(),
  answers: z.number().int(),
  compliantAnswers: z.number().int(),
  compliant: z.boolean(),
});
export type TComplianceDetailRow = z.infer<typeof ZComplianceDetailRowSchema>;

/** `relatorioResumoCompliance`: a lever of an agreement in a period. */
export const ZComplianceAbstractRowSchema = z.object({
  ...agreementLeverColumns,
  auditedStores: z.number().int(),
  compliantStores: z.number().int(),
  /** 4 places; null without audited stores. */
  compliancePercent: z.string().nullable(),
  thresholdPercent: z.string().nullable(),
  thresholdSource: z.enum(THRESHOLD_SOURCES).nullable(),
  /** Null when it cannot be judged: no audited store, or no threshold. */
  reached: z.boolean().nullable(),
});
export type TComplianceAbstractRow = z.infer<typeof ZComplianceAbstractRowSchema>;

/** `buscarAlavancasCompliance`: the store-compliance levers of the catalogue, for the filter. */
export const ZComplianceLeverOptionsSchema = z.object({
  list: z.array(z.object({ id: z.number().int(), name: z.string(), channel: z.string() })),
});
