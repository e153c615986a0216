import Decimal from 'decimal.js';
import { z } from 'zod';
import { ZAscertainmentFiltersSchema } from './ascertainment';
import type { AscertainmentOrigin } from './ascertainment-calculation';
import { JUSTIFICATION_MAX_LENGTH } from './justification';
import type { MessageKey } from './messages/pt-BR';
import { ZPageRequestSchema } from './paging';
import { ZIdSchema, ZVersionSchema } from './records';

/**
 * The reconciliation gate of an ascertainment: before a period is sent to approval its inputs are
 * checked (sell-in of every month, the sell-out or DMS a lever reads, the customers integrated,
 * sell-in against sell-out plus DMS within a tolerance, every lever line with a value). A finding
 * blocks sending and approving until a recalculation clears it or someone overrides it with a
 * justification.
 */

/** The tolerance when the setting `RECONCILIATION_TOLERANCE_PERCENT` is not given. */
export const DEFAULT_TOLERANCE_PERCENT = '10';

export const FINDING_CODES = [
  'NO_SELL_IN',
  'NO_ACHIEVEMENT',
  'CUSTOMERS_NOT_INTEGRATED',
  'OUT_OF_TOLERANCE',
  'LEVER_NOT_ASCERTAINED',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

/** The spec's texts of the findings (both catalogues). */
export const FINDING_MESSAGES: Record<FindingCode, MessageKey> = {
  NO_SELL_IN: 'reconciliation.finding.noSellIn',
  NO_ACHIEVEMENT: 'reconciliation.finding.noAchievement',
  CUSTOMERS_NOT_INTEGRATED: 'reconciliation.finding.customersNotIntegrated',
  OUT_OF_TOLERANCE: 'reconciliation.finding.outOfTolerance',
  LEVER_NOT_ASCERTAINED: 'reconciliation.finding.leverNotAscertained',
};

/** The sales a lever of this origin is ascertained from besides sell-in: its achievement. */
export function achievementSourcesOf(origin: AscertainmentOrigin): ('SELL_OUT' | 'DMS')[] {
  if (origin === 'SELL_OUT') return ['SELL_OUT'];
  if (origin === 'DMS') return ['DMS'];
  return [];
}

/**
 * Whether sell-in and sell-out plus DMS of the same customers, months and business unit agree
 * within `tolerancePercent` of the sell-in (exact decimals). Without sell-in there is nothing to
 * compare against: that is the missing sell-in finding, not this one.
 */
export function withinTolerance(sellIn: string, sellOutAndDms: string, tolerancePercent: string): boolean {
  const base = new Decimal(sellIn);
  if (base.isZero()) return true;
  const gap = base.minus(sellOutAndDms).abs();
  return gap.times(100).lte(base.abs().times(tolerancePercent));
}

/** The gap as a percentage of the sell-in, two decimals (half away from zero), for the detail. */
export function gapPercent(sellIn: string, sellOutAndDms: string): string {
  const base = new Decimal(sellIn);
  if (base.isZero()) return '0.00';
  return base
    .minus(sellOutAndDms)
    .abs()
    .times(100)
    .dividedBy(base.abs())
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}

export interface FindingDraft {
  code: FindingCode;
  /** What the check saw (a competence, customer codes, a lever, the gap): shown beside the text. */
  detail: string;
}

/** The lever lines the calculation could not give a value: "lever not yet ascertained". */
export function notAscertained(
  lines: readonly { agreementLeverId: number; accurateValue: string | null }[],
  leverNames: ReadonlyMap<number, string>,
): FindingDraft[] {
  return lines
    .filter((line) => line.accurateValue === null)
    .map((line) => ({
      code: 'LEVER_NOT_ASCERTAINED' as const,
      detail: leverNames.get(line.agreementLeverId) ?? String(line.agreementLeverId),
    }));
}

/** A finding of an ascertainment, with its override when someone justified going on without it. */
export const ZFindingSchema = z.object({
  id: z.number().int(),
  code: z.enum(FINDING_CODES),
  message: z.string(),
  detail: z.string(),
  overrideJustification: z.string().nullable(),
  overriddenBy: z.number().int().nullable(),
  /** Who overrode it, as users are named on screens. */
  overriddenByName: z.string().nullable(),
  overriddenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TFinding = z.infer<typeof ZFindingSchema>;

/** The sell-in recalculation warning: data under the period changed after its last calculation. */
export const ZRecalculationWarningSchema = z.object({
  message: z.string(),
  /** The latest change and what changed: the sources and competences (MM/YYYY) touched. */
  changedAt: z.string(),
  sources: z.array(z.string()),
  competences: z.array(z.string()),
  /** Approved ascertainments are not recalculated: the warning only informs. */
  informative: z.boolean(),
});
export type TRecalculationWarning = z.infer<typeof ZRecalculationWarningSchema>;

export const ZReconciliationSchema = z.object({
  checkedAt: z.string().nullable(),
  tolerancePercent: z.string(),
  findings: z.array(ZFindingSchema),
  warning: ZRecalculationWarningSchema.nullable(),
});
export type TReconciliation = z.infer<typeof ZReconciliationSchema>;

export const ZFindingOverrideSchema = z.object({
  id: ZIdSchema,
  version: ZVersionSchema,
  findingId: ZIdSchema,
  justification: z.string().trim().min(1, 'errors.required').max(JUSTIFICATION_MAX_LENGTH),
});
export type TFindingOverride = z.infer<typeof ZFindingOverrideSchema>;

export const DASHBOARD_KINDS = [...FINDING_CODES, 'LINE_INCONSISTENCY', 'RECALCULATION'] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

export const ZInconsistencySearchSchema = ZAscertainmentFiltersSchema.pick({
  competence: true,
  commodities: true,
  economicGroups: true,
  channels: true,
})
  .extend({ kinds: z.array(z.enum(DASHBOARD_KINDS)).max(DASHBOARD_KINDS.length).optional() })
  .extend(ZPageRequestSchema.shape);
export type TInconsistencySearch = z.infer<typeof ZInconsistencySearchSchema>;

/** One row of `/inconsistencies-dashboard`: a finding, a line inconsistency or a warning. */
export const ZInconsistencyRowSchema = z.object({
  ascertainmentId: z.number().int(),
  agreementId: z.number().int(),
  agreementDescription: z.string(),
  economicGroup: z.string(),
  commodity: z.string(),
  competence: z.string(),
  status: z.string(),
  kind: z.enum(DASHBOARD_KINDS),
  message: z.string(),
  detail: z.string().nullable(),
  overridden: z.boolean(),
});
export type TInconsistencyRow = z.infer<typeof ZInconsistencyRowSchema>;

export const ZInconsistencyPageSchema = z.object({
  items: z.array(ZInconsistencyRowSchema),
  total: z.number().int(),
  counts: z.record(z.enum(DASHBOARD_KINDS), z.number().int()),
});
