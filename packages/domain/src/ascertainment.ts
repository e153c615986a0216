import Decimal from 'decimal.js';
import { z } from 'zod';
import { type AgreementStatus, FUNDS_TYPES, SIGNATURE_STATUSES } from './agreements';
import { STEP_LABELS } from './calculation-engine';
import { competenceIsoDate, competenceTextToIsoDate, parseCompetence } from './competence';
import { ZBrDateSchema } from './dates';
import { ZMessageEnvelopeSchema } from './errors';
import { JUSTIFICATION_MAX_LENGTH, normaliseJustification } from './justification';
import { ASCERTAINMENT_ORIGINS, CALCULATION_BASES, CALCULATION_MODELS, type Periodicity } from './levers';
import type { MessageKey } from './messages/pt-BR';
import { roundMoney, ZMoneySchema } from './money';
import { ZPageRequestSchema } from './paging';
import { ZIdSchema, ZVersionSchema } from './records';
import { type LeverPeriod, lastDayOf, leverPeriods, periodLabel } from './store-compliance';
import { ZSupportingDocumentSchema } from './supporting-documents';
import type { FieldProblem } from './validation-messages';

/**
 * The ascertainment of agreements (DOMAIN.md "Ascertainment"; spec §2 `/trade-agreements-
 * ascertainment`): one per agreement, business unit (commodity) and period of its levers'
 * periodicities, with one line per agreement lever. A line holds the accurate value the engine
 * computed from the period's data, the analyst's validated value and the approver's final value
 * (each with a justification where it differs), the abatement and what is left to pay. The rules
 * where the spec is silent are written out in docs/domain.md ("Ascertainment").
 */

// ---------------------------------------------------------------------------------------------
// Statuses and tabs

/** The ascertainment's own flow: validated by the analyst, then through the approval engine. */
export const ASCERTAINMENT_STATUSES = ['EM_VALIDACAO', 'EM_APROVACAO', 'APROVADA', 'REPROVADA'] as const;
export type AscertainmentStatus = (typeof ASCERTAINMENT_STATUSES)[number];

/** A line: computed, computed without its data (no value), or validated by the analyst. */
export const ASCERTAINMENT_LINE_STATUSES = ['APURADA', 'SEM_DADOS', 'VALIDADA'] as const;
export type AscertainmentLineStatus = (typeof ASCERTAINMENT_LINE_STATUSES)[number];

/** The list's tabs (spec: under validation, under approval, approved, claims, disapproved, overdue). */
export const ASCERTAINMENT_TABS = [
  'underValidation',
  'underApproval',
  'approved',
  'claims',
  'disapproved',
  'overdue',
] as const;
export type AscertainmentTab = (typeof ASCERTAINMENT_TABS)[number];

/** The status each status tab shows; claims and overdue are read from other facts. */
export const TAB_STATUS: Partial<Record<AscertainmentTab, AscertainmentStatus>> = {
  underValidation: 'EM_VALIDACAO',
  underApproval: 'EM_APROVACAO',
  approved: 'APROVADA',
  disapproved: 'REPROVADA',
};

/** The agreements whose levers are ascertained: approved ones, and closed ones for their past periods. */
export const ASCERTAINED_AGREEMENT_STATUSES = [
  'APROVADO',
  'ENCERRADO',
] as const satisfies readonly AgreementStatus[];

/**
 * The statuses an ascertainment may be recalculated, validated and sent to approval from: until
 * approval, and again once disapproved.
 */
export const EDITABLE_STATUSES = [
  'EM_VALIDACAO',
  'REPROVADA',
] as const satisfies readonly AscertainmentStatus[];

export function isRecalculable(status: AscertainmentStatus): boolean {
  return (EDITABLE_STATUSES as readonly string[]).includes(status);
}

// ---------------------------------------------------------------------------------------------
// Periods: which periods a competence ascertains, and the overdue rule

/** Days after the period's end an ascertainment has to be approved before it is overdue. */
export const DEFAULT_OVERDUE_DAYS = 60;

/**
 * A competence ascertains the periods that END in its month: 03/2026 settles the month
 * 03/2026, the quarter Q1/2026 and the bimester B2/2026 of the levers that have those
 * periodicities, 12/2026 also the semester S2/2026 and the year 2026. A period that shares no
 * day with the agreement's validity is not ascertained.
 */
export function periodsEndingIn(
  periodicities: readonly Periodicity[],
  competence: string,
  validity?: { start: string; end: string },
): LeverPeriod[] {
  const month = competenceTextToIsoDate(competence);
  if (!month) return [];
  return leverPeriods(periodicities, month, month, validity).filter((period) => period.last === month);
}

/** `Q1/2026`, `03/2026`, `S2/2026`, `B2/2026`, `2026`. */
export function ascertainmentPeriodLabel(period: Pick<LeverPeriod, 'code' | 'year'>): string {
  return periodLabel(period.code, period.year);
}

/** The same period a year earlier (the growth base of a GROWTH lever), first days of months. */
export function periodYearBefore(period: Pick<LeverPeriod, 'first' | 'last'>): {
  first: string;
  last: string;
} {
  const back = (iso: string) => `${String(Number(iso.slice(0, 4)) - 1).padStart(4, '0')}${iso.slice(4)}`;
  return { first: back(period.first), last: back(period.last) };
}

/** `2026-03-01` plus days, as an ISO day (UTC calendar arithmetic). */
function addDays(isoDay: string, days: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The day an ascertainment must be approved by: the period's last day plus the setting's days. */
export function ascertainmentDeadline(periodLastMonth: string, overdueDays = DEFAULT_OVERDUE_DAYS): string {
  return addDays(lastDayOf(periodLastMonth), overdueDays);
}

/** Overdue: not approved, and today is past its deadline (ISO days compare as text). */
export function isOverdue(status: AscertainmentStatus, deadline: string, today: string): boolean {
  return status !== 'APROVADA' && today > deadline;
}

/** The first and last month of a competence text as stored (`03/2026` -> `2026-03-01`). */
export function competenceMonth(competence: string): string | null {
  const parsed = parseCompetence(competence);
  return parsed ? competenceIsoDate(parsed) : null;
}

// ---------------------------------------------------------------------------------------------
// Values: to pay, and the justification rule

/** To pay = max(0, final - abatement), rounded to cents. */
export function toPayOf(finalValue: Decimal.Value, abatement: Decimal.Value): string {
  const difference = new Decimal(finalValue).minus(abatement);
  return roundMoney(difference.isNegative() ? 0 : difference);
}

/**
 * A value that replaces the one before it (validated over accurate, final over validated):
 * when it differs, it needs a justification. A line computed without data has no value before
 * it, so any value given to it differs. Answers the problem on the field, or null.
 */
export function justificationProblem({
  before,
  proposed,
  justification,
}: {
  before: string | null;
  proposed: string;
  justification?: string | null;
}): FieldProblem | null {
  const differs = before === null || !new Decimal(proposed).equals(before);
  if (differs && normaliseJustification(justification) === null) {
    return { path: ['justification'], message: 'validation.calc.justificationRequired' };
  }
  return null;
}

/** The value of a line in force for the next step: the validated one, else the accurate one. */
export function valueInForce(line: {
  accurateValue: string | null;
  validatedValue: string | null;
}): string | null {
  return line.validatedValue ?? line.accurateValue;
}

// ---------------------------------------------------------------------------------------------
// Inconsistencies stored with a line

export const LINE_INCONSISTENCIES = {
  /** The origin's data (sell-out, DMS) is not available to the ascertainment yet: no value. */
  SOURCE_NOT_AVAILABLE: 'ascertainment.inconsistency.sourceNotAvailable',
  NO_AUDITED_STORES: 'calc.inconsistency.noAuditedStores',
  NO_ASCERTAINMENT_PHOTO: 'calc.inconsistency.noAscertainmentPhoto',
  /** The lever misses a value its model needs (a goal, a discount): no value. */
  LEVER_INCOMPLETE: 'ascertainment.inconsistency.leverIncomplete',
  /** A store-compliance lever with no threshold from the agreement or the recommendations. */
  NO_THRESHOLD: 'ascertainment.inconsistency.noThreshold',
} as const satisfies Record<string, MessageKey>;
export type LineInconsistencyCode = keyof typeof LINE_INCONSISTENCIES;
const INCONSISTENCY_CODES = Object.keys(LINE_INCONSISTENCIES) as [
  LineInconsistencyCode,
  ...LineInconsistencyCode[],
];

// ---------------------------------------------------------------------------------------------
// Wire shapes

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

const ZJustification = z
  .string()
  .trim()
  .max(JUSTIFICATION_MAX_LENGTH)
  .nullish()
  .transform((text) => normaliseJustification(text));

export const ASCERTAINMENT_SORT_COLUMNS = [
  'id',
  'competence',
  'economicGroup',
  'commodity',
  'accurateValue',
  'finalValue',
  'toPay',
  'deadline',
] as const;

/** The list's filters (competence MM/YYYY, commodity, holding, channel, on/off, signed). */
export const ZAscertainmentFiltersSchema = z.object({
  competence: ZCompetenceSchema.optional(),
  commodities: ZCodes,
  economicGroups: ZCodes,
  channels: ZCodes,
  /** Ascertainments holding at least one line of these funds types. */
  fundsTypes: z.array(z.enum(FUNDS_TYPES)).max(2).optional(),
  /** The agreement's signature status. */
  signatureStatuses: z.array(z.enum(SIGNATURE_STATUSES)).max(2).optional(),
  agreementId: ZIdSchema.optional(),
});
export type TAscertainmentFilters = z.output<typeof ZAscertainmentFiltersSchema>;

export const ZAscertainmentSearchSchema = ZPageRequestSchema.extend({
  ...ZAscertainmentFiltersSchema.shape,
  tab: z.enum(ASCERTAINMENT_TABS).default('underValidation'),
  sortBy: z.enum(ASCERTAINMENT_SORT_COLUMNS).default('id'),
});
export type TAscertainmentSearch = z.output<typeof ZAscertainmentSearchSchema>;

export const ZAscertainmentTabCountsSchema = z.object(
  Object.fromEntries(ASCERTAINMENT_TABS.map((tab) => [tab, z.number().int()])) as Record<
    AscertainmentTab,
    z.ZodNumber
  >,
);

/** Money totals of an ascertainment (sums of its lines; null where no line has the value yet). */
const ZTotals = {
  accurateValue: z.string().nullable(),
  validatedValue: z.string().nullable(),
  finalValue: z.string().nullable(),
  abatement: z.string(),
  toPay: z.string().nullable(),
};

/** One row of the list. */
export const ZAscertainmentRowSchema = z.object({
  id: z.number().int(),
  agreementId: z.number().int(),
  agreementDescription: z.string(),
  economicGroup: z.object({ code: z.string(), name: z.string() }),
  channels: z.array(z.string()),
  commodity: z.string(),
  /** The month the period ends in, MM/YYYY. */
  competence: z.string(),
  /** The period settled: `03/2026`, `Q1/2026`, `S2/2026`, `B2/2026`, `2026`. */
  period: z.string(),
  /** The funds types of its lines. */
  fundsTypes: z.array(z.enum(FUNDS_TYPES)),
  signatureStatus: z.enum(SIGNATURE_STATUSES),
  status: z.enum(ASCERTAINMENT_STATUSES),
  /** DD/MM/YYYY: approved by then, or overdue. */
  deadline: z.string(),
  overdue: z.boolean(),
  /** Lines whose value could not be computed (no data, lever incomplete). */
  inconsistentLines: z.number().int(),
  ...ZTotals,
  version: z.number().int(),
});
export type TAscertainmentRow = z.infer<typeof ZAscertainmentRowSchema>;

export const ZCalculationStepSchema = z.object({ label: z.enum(STEP_LABELS), value: z.string().nullable() });

export const ZLineInconsistencySchema = z.object({
  code: z.enum(INCONSISTENCY_CODES),
  /** The message key (both catalogues). */
  message: z.string(),
  /** The origin named when the source is missing; the event's position for a missing photo. */
  detail: z.string().nullable(),
});
export type TLineInconsistency = z.infer<typeof ZLineInconsistencySchema>;

/** One lever line of an ascertainment. */
export const ZAscertainmentLineSchema = z.object({
  id: z.number().int(),
  agreementLeverId: z.number().int(),
  leverId: z.number().int(),
  leverName: z.string(),
  calculationModel: z.enum(CALCULATION_MODELS),
  calculationBasis: z.enum(CALCULATION_BASES).nullable(),
  origin: z.enum(ASCERTAINMENT_ORIGINS),
  fundsType: z.enum(FUNDS_TYPES),
  status: z.enum(ASCERTAINMENT_LINE_STATUSES),
  /** Computed; null when the line could not be computed (see inconsistencies). */
  accurateValue: z.string().nullable(),
  /** 4 decimals; null where the model has none. */
  achievementPercent: z.string().nullable(),
  ratePercent: z.string().nullable(),
  validatedValue: z.string().nullable(),
  validationJustification: z.string().nullable(),
  finalValue: z.string().nullable(),
  finalJustification: z.string().nullable(),
  abatement: z.string(),
  toPay: z.string().nullable(),
  steps: z.array(ZCalculationStepSchema),
  inconsistencies: z.array(ZLineInconsistencySchema),
  /** How many input rows the base (and growth base) summed: "why this number" lists them. */
  inputRows: z.number().int(),
  calculatedAt: z.string(),
});
export type TAscertainmentLine = z.infer<typeof ZAscertainmentLineSchema>;

/** An ascertainment read by id: the row, its lines, and the approval under way or last decided. */
export const ZAscertainmentSchema = ZAscertainmentRowSchema.extend({
  periodStart: z.string(),
  periodEnd: z.string(),
  lines: z.array(ZAscertainmentLineSchema),
  approval: z
    .object({
      requestId: z.number().int(),
      status: z.string(),
      currentStep: z.number().int(),
      stepCount: z.number().int(),
      responsibleIds: z.array(z.number().int()),
    })
    .nullable(),
  /** The reproval's justification, while disapproved. */
  reprovalJustification: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAscertainment = z.infer<typeof ZAscertainmentSchema>;

// --- Calculation ------------------------------------------------------------------------------

/** `apuracao/calcular`: one agreement, or every approved (or closed) agreement, for a competence. */
export const ZAscertainmentCalculateSchema = z.object({
  competence: ZCompetenceSchema,
  /** Absent: every approved or closed agreement within the caller's restrictions. */
  agreementId: ZIdSchema.optional(),
});

export const ZAscertainmentCalculateResultSchema = z
  .object({
    /** Ascertainments created or whose numbers changed. */
    changed: z.array(z.number().int()),
    /** Ascertainments recalculated with the same numbers (nothing written). */
    unchanged: z.array(z.number().int()),
    /** Approved or in approval: left as they were. */
    skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
  })
  .extend(ZMessageEnvelopeSchema.shape);
export type TAscertainmentCalculateResult = z.infer<typeof ZAscertainmentCalculateResultSchema>;

// --- Why this number: the input rows of a line ------------------------------------------------

/** Which sum a row entered: the period's base, or the growth base (same period a year earlier). */
export const INPUT_ROLES = ['BASE', 'GROWTH_BASE'] as const;

export const ZAscertainmentInputSearchSchema = ZPageRequestSchema.extend({
  lineId: ZIdSchema,
  role: z.enum(INPUT_ROLES).optional(),
});

export const ZAscertainmentInputRowSchema = z.object({
  source: z.enum(ASCERTAINMENT_ORIGINS),
  rowId: z.number().int(),
  role: z.enum(INPUT_ROLES),
  customer: z.object({ code: z.string(), name: z.string() }),
  sku: z.object({ code: z.string(), name: z.string() }),
  /** MM/YYYY. */
  competence: z.string(),
  volume: z.string(),
  niv: z.string(),
  gsv: z.string(),
  grossRevenue: z.string(),
});
export type TAscertainmentInputRow = z.infer<typeof ZAscertainmentInputRowSchema>;

// --- Actions ----------------------------------------------------------------------------------

/** Validate one line: the analyst's value (a different one needs a justification). */
export const ZAscertainmentValidateSchema = z.object({
  id: ZIdSchema,
  version: ZVersionSchema,
  lineId: ZIdSchema,
  validatedValue: ZMoneySchema,
  justification: ZJustification,
});
export type TAscertainmentValidate = z.output<typeof ZAscertainmentValidateSchema>;

/** Items of a bulk move; `confirmUnsigned` confirms acting on unsigned agreements' ascertainments. */
export const ZAscertainmentBulkSchema = z.object({
  ids: z.array(ZIdSchema).min(1).max(200),
  confirmUnsigned: z.boolean().default(false),
});

/** Approve: optionally a final value per line (a different one needs its justification). */
export const ZAscertainmentApproveSchema = ZAscertainmentBulkSchema.extend({
  finalValues: z
    .array(z.object({ lineId: ZIdSchema, finalValue: ZMoneySchema, justification: ZJustification }))
    .max(500)
    .default([]),
});
export type TAscertainmentApprove = z.output<typeof ZAscertainmentApproveSchema>;

export const ZAscertainmentReproveSchema = z.object({
  ids: z.array(ZIdSchema).min(1).max(200),
  justification: z
    .string()
    .trim()
    .min(1, { message: 'approval.justificationRequired' })
    .max(JUSTIFICATION_MAX_LENGTH),
});

/** The answer of a move: what was done, and each skipped item with its reason (a message key). */
export const ZAscertainmentBulkResultSchema = z
  .object({
    done: z.array(z.number().int()),
    skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
  })
  .extend(ZMessageEnvelopeSchema.shape);
export type TAscertainmentBulkResult = z.infer<typeof ZAscertainmentBulkResultSchema>;

/** Extend the deadline of an ascertainment not approved yet: a later day, with a justification. */
export const ZAscertainmentExtendSchema = z.object({
  id: ZIdSchema,
  version: ZVersionSchema,
  deadline: ZBrDateSchema,
  justification: z
    .string()
    .trim()
    .min(1, { message: 'validation.ascertainment.justificationRequired' })
    .max(JUSTIFICATION_MAX_LENGTH),
});
export type TAscertainmentExtend = z.output<typeof ZAscertainmentExtendSchema>;

/** A new deadline must be later than the one in force (ISO days); answers the problem or null. */
export function extensionProblem(current: string, proposed: string): FieldProblem | null {
  return proposed > current
    ? null
    : { path: ['deadline'], message: 'validation.ascertainment.deadlineNotLater' };
}

/** Restore (redeem) an approved ascertainment to validation, with a justification. */
export const ZAscertainmentRestoreSchema = z.object({
  id: ZIdSchema,
  version: ZVersionSchema,
  justification: z
    .string()
    .trim()
    .min(1, { message: 'validation.ascertainment.justificationRequired' })
    .max(JUSTIFICATION_MAX_LENGTH),
});
export type TAscertainmentRestore = z.output<typeof ZAscertainmentRestoreSchema>;

// --- Claims ------------------------------------------------------------------------------------

/** A claim on an approved ascertainment: awaiting analysis until approved or disapproved. */
export const CLAIM_STATUSES = ['AGUARDANDO_ANALISE', 'APROVADA', 'REPROVADA'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * `apuracao/registrarReclamacao`: the complementary value claimed, with its justification and,
 * when the analyst has one, a supporting document (a PDF or an image).
 */
export const ZClaimSaveSchema = z.object({
  ascertainmentId: ZIdSchema,
  value: ZMoneySchema.refine((text) => new Decimal(text).gt(0), {
    message: 'validation.ascertainment.claimValue',
  }),
  justification: z
    .string()
    .trim()
    .min(1, { message: 'validation.ascertainment.justificationRequired' })
    .max(JUSTIFICATION_MAX_LENGTH),
  evidence: ZSupportingDocumentSchema.nullish(),
});
export type TClaimSave = z.output<typeof ZClaimSaveSchema>;

export const ZClaimSchema = z.object({
  id: z.number().int(),
  ascertainmentId: z.number().int(),
  /** Approved: the complementary amount the ascertainment adds. */
  value: z.string(),
  justification: z.string(),
  status: z.enum(CLAIM_STATUSES),
  decisionJustification: z.string().nullable(),
  /** The name of the claim's supporting document, null when it came without one. */
  evidenceName: z.string().nullable(),
  approval: z
    .object({
      currentStep: z.number().int(),
      stepCount: z.number().int(),
      responsibleIds: z.array(z.number().int()),
    })
    .nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type TClaim = z.infer<typeof ZClaimSchema>;

/** Approve (justification optional) or disapprove (justification required) a claim. */
export const ZClaimDecisionSchema = z.object({ id: ZIdSchema, justification: ZJustification });

/** Why an item was skipped by a bulk move (message keys, both catalogues). */
export const SKIP_REASONS = {
  notFound: 'errors.notFound',
  status: 'ascertainment.skip.status',
  notResponsible: 'errors.approvalNotResponsible',
  lineWithoutValue: 'ascertainment.skip.lineWithoutValue',
} as const satisfies Record<string, MessageKey>;
