import { z } from 'zod';
import { competenceTextToIsoDate } from './competence';
import { parseBrDate, ZBrDateSchema } from './dates';
import type { MessageKey } from './messages/pt-BR';
import { ZMoneySchema } from './money';
import { ZPageRequestSchema } from './paging';
import { requireVersionOnUpdate, ZIdSchema, ZVersionSchema } from './records';
import { ZReferenceLabelSchema } from './registers';
import type { FieldProblem } from './validation-messages';

/**
 * The lever catalogue (spec §2 Levers, §3 Lever, §5; DOMAIN.md "Levers and how they earn
 * money"): the discount rules agreements are built from. Field names are English on the wire,
 * as the spec lists the lever's fields in English.
 */

/** The spec's lever statuses: active, inactive, overdue (computed: the validity has ended). */
export const LEVER_STATUSES = ['ATIVO', 'INATIVO', 'VENCIDO'] as const;
export type LeverStatus = (typeof LEVER_STATUSES)[number];

/** Monthly, bimonthly B1–B6, quarterly Q1–Q4, semiannual, yearly (spec §9). */
export const PERIODICITIES = [
  'MONTHLY',
  'B1',
  'B2',
  'B3',
  'B4',
  'B5',
  'B6',
  'Q1',
  'Q2',
  'Q3',
  'Q4',
  'SEMIANNUAL',
  'YEARLY',
] as const;
export type Periodicity = (typeof PERIODICITIES)[number];

/** What each periodicity reads as (written out, so a new code asks for its label). */
export const PERIODICITY_LABELS: Record<Periodicity, MessageKey> = {
  MONTHLY: 'levers.periodicity.monthly',
  B1: 'levers.periodicity.b1',
  B2: 'levers.periodicity.b2',
  B3: 'levers.periodicity.b3',
  B4: 'levers.periodicity.b4',
  B5: 'levers.periodicity.b5',
  B6: 'levers.periodicity.b6',
  Q1: 'levers.periodicity.q1',
  Q2: 'levers.periodicity.q2',
  Q3: 'levers.periodicity.q3',
  Q4: 'levers.periodicity.q4',
  SEMIANNUAL: 'levers.periodicity.semiannual',
  YEARLY: 'levers.periodicity.yearly',
};

/** The calculation models of DOMAIN.md, named as the simulator call names them. */
export const CALCULATION_MODELS = [
  'PERCENT_OF_BASE',
  'GOAL',
  'GROWTH',
  'STORE_COMPLIANCE',
  'QUOTA_EVENT',
  'FIXED_VALUE',
] as const;
export type CalculationModel = (typeof CALCULATION_MODELS)[number];

export const ASCERTAINMENT_ORIGINS = ['SELL_IN', 'SELL_OUT', 'DMS', 'EVIDENCE'] as const;
export const CALCULATION_BASES = ['NIV', 'GSV', 'GROSS_REVENUE'] as const;
export type CalculationBasis = (typeof CALCULATION_BASES)[number];

/** Models whose value comes from a calculation basis; quota events and fixed values need none. */
export function modelUsesBase(model: CalculationModel): boolean {
  return model !== 'QUOTA_EVENT' && model !== 'FIXED_VALUE';
}

/**
 * A lever's status on a given day: inactive when switched off, overdue once the day is past its
 * validity end, active otherwise. Dates are ISO calendar dates, which compare as text.
 */
export function leverStatus(
  lever: { active: boolean; validityEnd: string | null },
  today: string,
): LeverStatus {
  if (!lever.active) return 'INATIVO';
  if (lever.validityEnd !== null && lever.validityEnd < today) return 'VENCIDO';
  return 'ATIVO';
}

const ZCompetenceTextSchema = z
  .string()
  .trim()
  .refine((text) => competenceTextToIsoDate(text) !== null, { message: 'validation.invalidCompetence' });

/** One event of a quota-event lever: what it is, the month it is held in, its value. */
export const ZLeverEventSaveSchema = z.object({
  description: z.string().trim().min(1).max(200),
  competence: ZCompetenceTextSchema,
  value: ZMoneySchema,
});

export const ZLeverFieldsSchema = z.object({
  id: ZIdSchema.optional(),
  version: ZVersionSchema.optional(),
  name: z.string().trim().min(1).max(150),
  active: z.boolean().default(true),
  /** The channel's code. */
  channel: z.string().trim().min(1).max(40),
  validityStart: ZBrDateSchema.refine((text) => text !== '', { message: 'errors.required' }),
  validityEnd: ZBrDateSchema.nullable().optional(),
  periodicities: z.array(z.enum(PERIODICITIES)).max(PERIODICITIES.length).default([]),
  needsEvidence: z.boolean().default(false),
  calculationModel: z.enum(CALCULATION_MODELS),
  ascertainmentOrigin: z.enum(ASCERTAINMENT_ORIGINS),
  calculationBasis: z.enum(CALCULATION_BASES).nullable().optional(),
  /** Facing (fixed value) levers: the customer chosen, and the one SAP payer customer paid. */
  customerId: ZIdSchema.nullable().optional(),
  payerCustomerId: ZIdSchema.nullable().optional(),
  /** Quota-event levers: the events it pays for. */
  events: z.array(ZLeverEventSaveSchema).max(500).default([]),
});
export type TLeverFields = z.infer<typeof ZLeverFieldsSchema>;

type Problem = FieldProblem;

/** The lever's own rules (spec §5), each problem on the field a user must change. */
export function leverProblems(lever: TLeverFields): Problem[] {
  const problems: Problem[] = [];
  const start = lever.validityStart ? parseBrDate(lever.validityStart) : null;
  const end = lever.validityEnd ? parseBrDate(lever.validityEnd) : null;
  if (start && end && end < start)
    problems.push({ path: ['validityEnd'], message: 'validation.endBeforeStart' });
  if (lever.periodicities.length === 0) {
    problems.push({ path: ['periodicities'], message: 'validation.lever.periodicityRequired' });
  }
  if (new Set(lever.periodicities).size !== lever.periodicities.length) {
    problems.push({ path: ['periodicities'], message: 'validation.lever.periodicityRepeated' });
  }
  if (modelUsesBase(lever.calculationModel) && !lever.calculationBasis) {
    problems.push({ path: ['calculationBasis'], message: 'errors.required' });
  }
  if (lever.calculationModel === 'FIXED_VALUE') {
    if (!lever.customerId)
      problems.push({ path: ['customerId'], message: 'validation.lever.facingCustomer' });
    if (!lever.payerCustomerId) {
      problems.push({ path: ['payerCustomerId'], message: 'validation.lever.facingPayer' });
    }
  }
  if (lever.calculationModel === 'QUOTA_EVENT' && lever.events.length === 0) {
    problems.push({ path: ['events'], message: 'validation.lever.eventsRequired' });
  }
  if (lever.calculationModel !== 'QUOTA_EVENT' && lever.events.length > 0) {
    problems.push({ path: ['events'], message: 'validation.lever.eventsOnlyForQuotaEvent' });
  }
  lever.events.forEach((event, index) => {
    const month = competenceTextToIsoDate(event.competence);
    if (!month) return;
    // A competence is a month: it may start before the validity's first day, not before its month.
    if (start && month < `${start.slice(0, 7)}-01`) {
      problems.push({
        path: ['events', index, 'competence'],
        message: 'validation.lever.competenceBeforeStart',
      });
    }
    if (end && month > end) {
      problems.push({
        path: ['events', index, 'competence'],
        message: 'validation.lever.competenceAfterEnd',
      });
    }
  });
  return problems;
}

/** `alavanca/salvarAtualizarAlavanca`: without `id` it creates, with it it changes (with `version`). */
export const ZLeverSaveSchema = ZLeverFieldsSchema.superRefine((lever, ctx) => {
  requireVersionOnUpdate(lever, ctx);
  for (const problem of leverProblems(lever))
    ctx.addIssue({ code: 'custom', ...problem, path: [...problem.path] });
});
export type TLeverSave = z.input<typeof ZLeverSaveSchema>;
export type TLeverSaved = z.output<typeof ZLeverSaveSchema>;

export const ZLeverEventSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  competence: z.string(),
  value: z.string(),
});

export const ZLeverSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(LEVER_STATUSES),
  channel: z.string(),
  validityStart: z.string(),
  validityEnd: z.string().nullable(),
  periodicities: z.array(z.enum(PERIODICITIES)),
  needsEvidence: z.boolean(),
  calculationModel: z.enum(CALCULATION_MODELS),
  ascertainmentOrigin: z.enum(ASCERTAINMENT_ORIGINS),
  calculationBasis: z.enum(CALCULATION_BASES).nullable(),
});
export type TLeverSummary = z.infer<typeof ZLeverSummarySchema>;

export const ZLeverSchema = ZLeverSummarySchema.extend({
  version: z.number().int(),
  active: z.boolean(),
  customer: ZReferenceLabelSchema.nullable(),
  payerCustomer: ZReferenceLabelSchema.nullable(),
  events: z.array(ZLeverEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLever = z.infer<typeof ZLeverSchema>;

export const LEVER_SORT_COLUMNS = [
  'name',
  'channel',
  'validityStart',
  'validityEnd',
  'calculationModel',
] as const;

/**
 * The list's filters: part of the name, channels, status, and a validity window (levers valid on
 * at least one day of it).
 */
export const ZLeverSearchSchema = ZPageRequestSchema.extend({
  search: z.string().trim().max(100).optional(),
  channels: z.array(z.string().trim().min(1).max(40)).max(50).optional(),
  status: z.enum(LEVER_STATUSES).optional(),
  validFrom: ZBrDateSchema.optional(),
  validTo: ZBrDateSchema.optional(),
  sortBy: z.enum(LEVER_SORT_COLUMNS).default('name'),
}).superRefine((search, ctx) => {
  const from = search.validFrom ? parseBrDate(search.validFrom) : null;
  const to = search.validTo ? parseBrDate(search.validTo) : null;
  if (from && to && from > to) {
    ctx.addIssue({ code: 'custom', path: ['validFrom'], message: 'validation.initialDateAfterFinal' });
  }
});
export type TLeverSearch = z.output<typeof ZLeverSearchSchema>;

/** The levers an agreement may take: active and not overdue, of the given channels. */
export const ZLeverOptionsRequestSchema = z.object({
  channels: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  search: z.string().trim().max(100).optional(),
});

export type TLeverOptionsRequest = z.infer<typeof ZLeverOptionsRequestSchema>;

export const ZLeverOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  channel: z.string(),
  calculationModel: z.enum(CALCULATION_MODELS),
  periodicities: z.array(z.enum(PERIODICITIES)),
  needsEvidence: z.boolean(),
  /** A quota-event lever's catalogue events: the agreement starts from them. */
  events: z.array(ZLeverEventSchema.omit({ id: true })),
});
export type TLeverOption = z.infer<typeof ZLeverOptionSchema>;
export const ZLeverOptionListSchema = z.object({ list: z.array(ZLeverOptionSchema) });
