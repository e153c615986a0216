import Decimal from 'decimal.js';
import { z } from 'zod';
import { competenceTextToIsoDate } from './competence';
import { parseBrDate, ZBrDateSchema } from './dates';
import { ZMessageEnvelopeSchema } from './errors';
import { CALCULATION_BASES, type CalculationModel, modelUsesBase } from './levers';
import { sumMoney, ZMoneySchema } from './money';
import { ZPageRequestSchema } from './paging';
import { requireVersionOnUpdate, ZIdSchema, ZVersionSchema } from './records';
import type { FieldProblem } from './validation-messages';

/**
 * Commercial agreements (spec §2 Agreements, §3 Agreement/contract, §4, §5; DOMAIN.md
 * "Agreements"): a yearly deal with one holding and its SAP customers, holding lever instances
 * with their own values. Statuses travel as the spec names them.
 */
export const AGREEMENT_STATUSES = [
  'EM_CADASTRO',
  'AGUARDANDO_APROVACAO',
  'APROVADO',
  'REPROVADO',
  'CANCELADO',
  'ENCERRADO',
] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const SIGNATURE_STATUSES = ['AGUARDANDO_ASSINATURA', 'ASSINADO'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

/** Who the agreement waits for: the first step of its flow is sales, the later ones the channel. */
export const APPROVER_STATUSES = [
  'AGUARDANDO_APROVACAO_VENDAS',
  'AGUARDANDO_APROVACAO_CANAL',
  'APROVADO',
  'REPROVADO',
] as const;
export type ApproverStatus = (typeof APPROVER_STATUSES)[number];

export function approverStatusAt(currentStep: number): ApproverStatus {
  return currentStep <= 1 ? 'AGUARDANDO_APROVACAO_VENDAS' : 'AGUARDANDO_APROVACAO_CANAL';
}

export const FUNDS_TYPES = ['ON', 'OFF'] as const;
export type FundsType = (typeof FUNDS_TYPES)[number];

/** The list's tabs (DOMAIN.md): what each shows is decided by status and validity. */
export const AGREEMENT_TABS = ['registering', 'current', 'closed', 'canceled'] as const;
export type AgreementTab = (typeof AGREEMENT_TABS)[number];

/** The tab an agreement shows under on a day (ISO dates compare as text). */
export function agreementTab(
  agreement: { status: AgreementStatus; validityEnd: string },
  today: string,
): AgreementTab {
  switch (agreement.status) {
    case 'EM_CADASTRO':
    case 'REPROVADO':
    case 'AGUARDANDO_APROVACAO':
      return 'registering';
    case 'CANCELADO':
      return 'canceled';
    case 'ENCERRADO':
      return 'closed';
    case 'APROVADO':
      return agreement.validityEnd < today ? 'closed' : 'current';
  }
}

/** What the audit trail records of an agreement; the change history names each in words. */
export const AGREEMENT_AUDIT_ACTIONS = [
  'CRIADO',
  'ALTERADO',
  'ENVIADO_APROVACAO',
  'ETAPA_APROVADA',
  'APROVADO',
  'REPROVADO',
  'CANCELADO',
  'ENCERRADO',
  'RETORNADO_CADASTRO',
  'PRORROGADO',
  'ASSINATURA_IMPORTADA',
  'ASSINATURA_EXCLUIDA',
  'ALAVANCA_ENVIADA',
  'ETAPA_ALAVANCA_APROVADA',
  'ALAVANCA_APROVADA',
  'ALAVANCA_REPROVADA',
  'ALAVANCA_ENCERRADA',
  'CONDICAO_SAP_ON_ALTERADA',
  'REATIVADO',
  'RESCINDIDO',
  'ALAVANCA_INATIVADA',
  'ALAVANCA_ATIVADA',
  'ALAVANCAS_MIGRADAS_ON',
] as const;
export type AgreementAuditAction = (typeof AGREEMENT_AUDIT_ACTIONS)[number];

/** The actions of spec §4 that move an agreement from one status to another. */
export const AGREEMENT_ACTIONS = [
  'SEND_TO_APPROVAL',
  'DECIDE',
  'TURN_BACK',
  'CANCEL',
  'CLOSE',
  'EXTEND',
  'EDIT',
  'SIGN',
  'CHANGE_VALUES',
  'REACTIVATE',
  'TERMINATE',
] as const;
export type AgreementAction = (typeof AGREEMENT_ACTIONS)[number];

const ALLOWED_FROM: Record<AgreementAction, readonly AgreementStatus[]> = {
  EDIT: ['EM_CADASTRO', 'REPROVADO'],
  SEND_TO_APPROVAL: ['EM_CADASTRO', 'REPROVADO'],
  DECIDE: ['AGUARDANDO_APROVACAO'],
  TURN_BACK: ['APROVADO'],
  CANCEL: ['EM_CADASTRO', 'REPROVADO', 'APROVADO'],
  CLOSE: ['APROVADO'],
  EXTEND: ['APROVADO'],
  CHANGE_VALUES: ['APROVADO'],
  // A signed file is kept for an approved agreement, and may still arrive once it closed.
  SIGN: ['APROVADO', 'ENCERRADO'],
  // A reproved agreement is edited and sent again as it is; a canceled one needs reactivating.
  REACTIVATE: ['CANCELADO'],
  TERMINATE: ['APROVADO'],
};

/** Whether the action may be taken on an agreement in this status. */
export function mayTake(action: AgreementAction, status: AgreementStatus): boolean {
  return ALLOWED_FROM[action].includes(status);
}

/** The status an action leads to (DECIDE depends on the approval: the caller knows). */
export const STATUS_AFTER: Record<
  Exclude<AgreementAction, 'DECIDE' | 'EDIT' | 'EXTEND' | 'SIGN' | 'CHANGE_VALUES'>,
  AgreementStatus
> = {
  SEND_TO_APPROVAL: 'AGUARDANDO_APROVACAO',
  TURN_BACK: 'EM_CADASTRO',
  CANCEL: 'CANCELADO',
  CLOSE: 'ENCERRADO',
  REACTIVATE: 'EM_CADASTRO',
  TERMINATE: 'ENCERRADO',
};

const ZCode = z.string().trim().min(1).max(40);
const ZCodes = z.array(ZCode).max(200).default([]);
const ZPercentSchema = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((text) => /^\d{1,3}(\.\d{1,4})?$/.test(text) && new Decimal(text).lte(100), {
    message: 'validation.percentUpTo100',
  })
  .transform((text) => new Decimal(text).toFixed(4));

const ZCompetenceTextSchema = z
  .string()
  .trim()
  .refine((text) => competenceTextToIsoDate(text) !== null, { message: 'validation.invalidCompetence' });

export const ZAgreementEventSchema = z.object({
  description: z.string().trim().min(1).max(200),
  competence: ZCompetenceTextSchema,
  value: ZMoneySchema,
});

/**
 * A lever as the agreement holds it: the catalogue lever, its values (those its model uses), the
 * product scope, the SAP customers it applies to and the SAP payers it pays.
 */
export const ZAgreementLeverSaveSchema = z.object({
  leverId: ZIdSchema,
  fundsType: z.enum(FUNDS_TYPES),
  budgetType: ZCode.nullable().optional(),
  discountPercent: ZPercentSchema.nullable().optional(),
  goal: ZMoneySchema.nullable().optional(),
  minimumPercent: ZPercentSchema.nullable().optional(),
  minimumDiscountPercent: ZPercentSchema.nullable().optional(),
  potentialDiscountPercent: ZPercentSchema.nullable().optional(),
  growthPercent: ZPercentSchema.nullable().optional(),
  thresholdPercent: ZPercentSchema.nullable().optional(),
  fixedValue: ZMoneySchema.nullable().optional(),
  paymentPercent: ZPercentSchema.nullable().optional(),
  /** What the lever is expected to pay in a year: the agreement's totals add these up. */
  expectedYearlyValue: ZMoneySchema.nullable().optional(),
  /** What the goal means in words; compared with the recommendation's (DIV_DESCRIPTION). */
  goalDescription: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((text) => (text ? text : null)),
  /** The business unit the lever's products belong to; its totals are kept per business unit. */
  commodity: ZCode,
  categories: ZCodes,
  brands: ZCodes,
  productGroups: ZCodes,
  ppaProducts: ZCodes,
  skus: ZCodes,
  customers: ZCodes,
  payers: ZCodes,
  events: z.array(ZAgreementEventSchema).max(500).default([]),
});
export type TAgreementLeverSave = z.output<typeof ZAgreementLeverSaveSchema>;

/**
 * A lever of an agreement: in force with its approved values; changed with higher values that
 * wait to be sent to approval; in approval; closed; or inactive (earning nothing from a date).
 */
export const AGREEMENT_LEVER_STATUSES = [
  'ATIVA',
  'EM_ALTERACAO',
  'AGUARDANDO_APROVACAO',
  'ENCERRADA',
  'INATIVA',
] as const;
export type AgreementLeverStatus = (typeof AGREEMENT_LEVER_STATUSES)[number];

/** The values whose rise costs more money: a lever raised in them goes through approval again. */
const PAID_VALUES = [
  'discountPercent',
  'minimumDiscountPercent',
  'potentialDiscountPercent',
  'fixedValue',
  'paymentPercent',
  'expectedYearlyValue',
] as const;

/**
 * Whether new values of an approved lever raise what it pays (spec §5: "If fixed or variable
 * values exceed the current ones, the lever goes through approval again"): any paid value above
 * the approved one, or quota events adding up to more.
 */
export function raisesPaidValues(
  approved: Partial<Record<(typeof PAID_VALUES)[number], string | null>> & {
    events: readonly { value: string }[];
  },
  proposed: Partial<Record<(typeof PAID_VALUES)[number], string | null>> & {
    events: readonly { value: string }[];
  },
): boolean {
  const above = (next: string | null | undefined, current: string | null | undefined) =>
    next !== null && next !== undefined && new Decimal(next).gt(current ?? 0);
  const eventsTotal = (events: readonly { value: string }[]) =>
    events.reduce((total, event) => total.plus(event.value), new Decimal(0));
  return (
    PAID_VALUES.some((field) => above(proposed[field], approved[field])) ||
    eventsTotal(proposed.events).gt(eventsTotal(approved.events))
  );
}

/** The values an agreement holds a lever with (those its model uses; the others stay empty). */
export const AGREEMENT_LEVER_VALUES = [
  'budgetType',
  'discountPercent',
  'goal',
  'minimumPercent',
  'minimumDiscountPercent',
  'potentialDiscountPercent',
  'growthPercent',
  'thresholdPercent',
  'fixedValue',
  'paymentPercent',
] as const;
export type AgreementLeverValues = Record<(typeof AGREEMENT_LEVER_VALUES)[number], string | null>;

/** A lever's values taken from any shape that names them alike, absent ones as null. */
export function agreementLeverValues(
  source: Partial<Record<(typeof AGREEMENT_LEVER_VALUES)[number], string | null | undefined>>,
): AgreementLeverValues {
  return Object.fromEntries(
    AGREEMENT_LEVER_VALUES.map((field) => [field, source[field] ?? null]),
  ) as AgreementLeverValues;
}

export const ZAgreementFieldsSchema = z.object({
  id: ZIdSchema.optional(),
  version: ZVersionSchema.optional(),
  description: z.string().trim().min(1).max(300),
  /** The holding (economic group) by code. */
  economicGroup: ZCode,
  /** One of the holding's flags (banners, `/new-flag`) by id; a flag's levers are born ON. */
  flag: ZIdSchema.nullable().optional(),
  channels: z.array(ZCode).max(20).default([]),
  validityStart: ZBrDateSchema.refine((text) => text !== '', { message: 'errors.required' }),
  validityEnd: ZBrDateSchema.refine((text) => text !== '', { message: 'errors.required' }),
  region: ZCode.nullable().optional(),
  district: z.string().trim().max(100).nullable().optional(),
  segment: ZCode.nullable().optional(),
  businessUnit: ZCode.nullable().optional(),
  salesOrganization: z.string().trim().max(40).nullable().optional(),
  category: ZCode.nullable().optional(),
  countingPeriod: z.string().trim().max(40).nullable().optional(),
  budgetDescription: z.string().trim().max(300).nullable().optional(),
  opsoMeasure: z.string().trim().max(40).nullable().optional(),
  ricMeasure: z.string().trim().max(40).nullable().optional(),
  onOff: z.enum(FUNDS_TYPES).nullable().optional(),
  calculationBasis: z.enum(CALCULATION_BASES).nullable().optional(),
  paymentDescription: z.string().trim().max(300).nullable().optional(),
  paymentPercent: ZPercentSchema.nullable().optional(),
  fundsType: ZCode.nullable().optional(),
  sapCode: z.string().trim().max(40).nullable().optional(),
  payerSap: z.string().trim().max(40).nullable().optional(),
  levers: z.array(ZAgreementLeverSaveSchema).max(200).default([]),
});
export type TAgreementFields = z.output<typeof ZAgreementFieldsSchema>;

/** What the rules need to know of each catalogue lever an agreement names. */
export interface CatalogueLever {
  name: string;
  channel: string;
  calculationModel: CalculationModel;
}

type Problem = FieldProblem;

/** The values each model needs (DOMAIN.md, "The goal rule, exactly"). */
function valueProblems(lever: TAgreementLeverSave, model: CalculationModel, at: number): Problem[] {
  const missing = (field: keyof TAgreementLeverSave): Problem[] =>
    lever[field] === null || lever[field] === undefined
      ? [{ path: ['levers', at, field], message: 'errors.required' }]
      : [];
  switch (model) {
    case 'PERCENT_OF_BASE':
      return missing('discountPercent');
    case 'GOAL': {
      const goal = lever.goal;
      const zero = goal !== null && goal !== undefined && new Decimal(goal).lte(0);
      return [
        ...missing('discountPercent'),
        ...missing('goal'),
        ...(zero
          ? [{ path: ['levers', at, 'goal'], message: 'validation.agreement.goalNotPositive' as const }]
          : []),
      ];
    }
    case 'GROWTH':
      return [...missing('discountPercent'), ...missing('growthPercent')];
    case 'STORE_COMPLIANCE':
      return [...missing('discountPercent'), ...missing('thresholdPercent')];
    case 'QUOTA_EVENT':
      return lever.events.length === 0
        ? [{ path: ['levers', at, 'events'], message: 'validation.lever.eventsRequired' }]
        : [];
    case 'FIXED_VALUE':
      return missing('fixedValue');
  }
}

/**
 * The agreement's own rules (spec §5), checked alike by the form and the server: levers with SAP
 * customers in every one, at least one payer, no lever twice, a lever per channel, each lever in
 * one of the agreement's channels, the values its model needs, an end after the start, and no
 * OFF lever on an agreement of a flag (a new flag is born on the ON model).
 */
export function agreementProblems(
  agreement: TAgreementFields,
  catalogue: ReadonlyMap<number, CatalogueLever>,
): Problem[] {
  const problems: Problem[] = [];
  const start = parseBrDate(agreement.validityStart);
  const end = parseBrDate(agreement.validityEnd);
  if (start && end && end < start)
    problems.push({ path: ['validityEnd'], message: 'validation.endBeforeStart' });
  if (agreement.channels.length === 0)
    problems.push({ path: ['channels'], message: 'validation.agreement.channelRequired' });
  if (agreement.levers.length === 0 || agreement.levers.some((lever) => lever.customers.length === 0)) {
    problems.push({ path: ['levers'], message: 'validation.agreement.leversAndCustomers' });
  }
  if (agreement.levers.length > 0 && agreement.levers.every((lever) => lever.payers.length === 0)) {
    problems.push({ path: ['levers'], message: 'validation.agreement.payerRequired' });
  }
  const seen = new Set<number>();
  agreement.levers.forEach((lever, at) => {
    if (agreement.flag && lever.fundsType === 'OFF') {
      problems.push({ path: ['levers', at, 'fundsType'], message: 'validation.agreement.flagBornOn' });
    }
    if (seen.has(lever.leverId)) {
      problems.push({ path: ['levers', at, 'leverId'], message: 'validation.agreement.leverRepeated' });
    }
    seen.add(lever.leverId);
    const known = catalogue.get(lever.leverId);
    if (!known) return;
    if (agreement.channels.length > 0 && !agreement.channels.includes(known.channel)) {
      problems.push({
        path: ['levers', at, 'leverId'],
        message: 'validation.agreement.leverOutsideChannels',
        params: { lever: known.name, channel: known.channel },
      });
    }
    problems.push(...valueProblems(lever, known.calculationModel, at));
    if (
      !modelUsesBase(known.calculationModel) &&
      known.calculationModel !== 'QUOTA_EVENT' &&
      lever.events.length > 0
    ) {
      problems.push({ path: ['levers', at, 'events'], message: 'validation.lever.eventsOnlyForQuotaEvent' });
    }
  });
  const channelsWithLever = new Set(
    agreement.levers.map((lever) => catalogue.get(lever.leverId)?.channel).filter(Boolean),
  );
  for (const channel of agreement.channels) {
    if (agreement.levers.length > 0 && !channelsWithLever.has(channel)) {
      problems.push({
        path: ['channels'],
        message: 'validation.agreement.channelWithoutLever',
        params: { channel },
      });
    }
  }
  return problems;
}

/**
 * A lever's expected yearly value: a quota-event lever's is the sum of its events
 * (`buscarValorAnualAlavancaEventosCota`); any other's is what the user typed.
 */
export function expectedYearlyValue(lever: TAgreementLeverSave, model: CalculationModel | undefined): string {
  if (model === 'QUOTA_EVENT') return sumMoney(lever.events.map((event) => event.value));
  return lever.expectedYearlyValue ?? '0.00';
}

export interface AgreementTotals {
  on: string;
  off: string;
  /** Per business unit code. */
  byCommodity: Record<string, string>;
}

/** Totals ON, OFF and per business unit, from the levers' expected yearly values (exact sums). */
export function agreementTotals(
  levers: readonly TAgreementLeverSave[],
  modelOf: (leverId: number) => CalculationModel | undefined,
): AgreementTotals {
  const values = levers.map((lever) => ({
    lever,
    value: expectedYearlyValue(lever, modelOf(lever.leverId)),
  }));
  const commodities = [...new Set(levers.map((lever) => lever.commodity))].sort();
  return {
    on: sumMoney(values.filter(({ lever }) => lever.fundsType === 'ON').map(({ value }) => value)),
    off: sumMoney(values.filter(({ lever }) => lever.fundsType === 'OFF').map(({ value }) => value)),
    byCommodity: Object.fromEntries(
      commodities.map((code) => [
        code,
        sumMoney(values.filter(({ lever }) => lever.commodity === code).map(({ value }) => value)),
      ]),
    ),
  };
}

/** `contrato/salvarAtualizarContrato`: without `id` it creates, with it it changes (with `version`). */
export const ZAgreementSaveSchema = ZAgreementFieldsSchema.superRefine(requireVersionOnUpdate);
export type TAgreementSave = z.input<typeof ZAgreementSaveSchema>;

export const ZAgreementTotalsSchema = z.object({
  on: z.string(),
  off: z.string(),
  byCommodity: z.record(z.string(), z.string()),
});

const ZNullableText = z.string().nullable();

/** A lever of a stored agreement, as the edit screen and the approvers read it. */
export const ZAgreementLeverSchema = z.object({
  id: z.number().int(),
  leverId: z.number().int(),
  status: z.enum(AGREEMENT_LEVER_STATUSES),
  /** Higher values waiting for approval (the approved ones stay in force meanwhile). */
  pendingValues: z
    .object({
      ...Object.fromEntries(AGREEMENT_LEVER_VALUES.map((field) => [field, ZNullableText])),
      expectedYearlyValue: z.string(),
      events: z.array(z.object({ description: z.string(), competence: z.string(), value: z.string() })),
    })
    .nullable(),
  name: z.string(),
  channel: z.string(),
  calculationModel: z.string(),
  fundsType: z.enum(FUNDS_TYPES),
  budgetType: ZNullableText,
  discountPercent: ZNullableText,
  goal: ZNullableText,
  minimumPercent: ZNullableText,
  minimumDiscountPercent: ZNullableText,
  potentialDiscountPercent: ZNullableText,
  growthPercent: ZNullableText,
  thresholdPercent: ZNullableText,
  fixedValue: ZNullableText,
  paymentPercent: ZNullableText,
  expectedYearlyValue: z.string(),
  goalDescription: ZNullableText,
  commodity: z.string(),
  categories: z.array(z.string()),
  brands: z.array(z.string()),
  productGroups: z.array(z.string()),
  ppaProducts: z.array(z.string()),
  skus: z.array(z.string()),
  customers: z.array(z.string()),
  payers: z.array(z.string()),
  events: z.array(z.object({ description: z.string(), competence: z.string(), value: z.string() })),
  /** The stretches it earned nothing (DD/MM/YYYY; `until` excluded, null while inactive). */
  inactivePeriods: z.array(z.object({ from: z.string(), until: z.string().nullable() })),
});
export type TAgreementLever = z.infer<typeof ZAgreementLeverSchema>;

export const ZAgreementSummarySchema = z.object({
  id: z.number().int(),
  description: z.string(),
  economicGroup: z.object({ code: z.string(), name: z.string() }),
  channels: z.array(z.string()),
  status: z.enum(AGREEMENT_STATUSES),
  signatureStatus: z.enum(SIGNATURE_STATUSES),
  approverStatus: z.enum(APPROVER_STATUSES).nullable(),
  tab: z.enum(AGREEMENT_TABS),
  validityStart: z.string(),
  validityEnd: z.string(),
  region: z.string().nullable(),
  businessUnit: z.string().nullable(),
  totals: ZAgreementTotalsSchema,
  /** The day an approved agreement was terminated (rescission), DD/MM/YYYY; null otherwise. */
  terminatedOn: z.string().nullable(),
  version: z.number().int(),
});
export type TAgreementSummary = z.infer<typeof ZAgreementSummarySchema>;

export const ZAgreementSchema = ZAgreementSummarySchema.extend({
  /** The holding's flag the agreement names, by id and name (it may have been deactivated since). */
  flag: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  district: z.string().nullable(),
  segment: z.string().nullable(),
  salesOrganization: z.string().nullable(),
  category: z.string().nullable(),
  countingPeriod: z.string().nullable(),
  budgetDescription: z.string().nullable(),
  opsoMeasure: z.string().nullable(),
  ricMeasure: z.string().nullable(),
  onOff: z.enum(FUNDS_TYPES).nullable(),
  calculationBasis: z.enum(CALCULATION_BASES).nullable(),
  paymentDescription: z.string().nullable(),
  paymentPercent: z.string().nullable(),
  fundsType: z.string().nullable(),
  sapCode: z.string().nullable(),
  payerSap: z.string().nullable(),
  levers: z.array(ZAgreementLeverSchema),
  /** The approval under way or last decided, when there was one. */
  approval: z
    .object({
      requestId: z.number().int(),
      currentStep: z.number().int(),
      stepCount: z.number().int(),
      responsibleIds: z.array(z.number().int()),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAgreement = z.infer<typeof ZAgreementSchema>;

export const AGREEMENT_SORT_COLUMNS = [
  'id',
  'description',
  'validityStart',
  'validityEnd',
  'status',
] as const;

/** The list: one tab, and the filters of the issue (holding, channel, status, validity…). */
export const ZAgreementSearchSchema = ZPageRequestSchema.extend({
  tab: z.enum(AGREEMENT_TABS).default('registering'),
  search: z.string().trim().max(100).optional(),
  economicGroups: z.array(ZCode).max(50).optional(),
  channels: z.array(ZCode).max(50).optional(),
  statuses: z.array(z.enum(AGREEMENT_STATUSES)).max(6).optional(),
  signatureStatuses: z.array(z.enum(SIGNATURE_STATUSES)).max(2).optional(),
  regions: z.array(ZCode).max(50).optional(),
  businessUnits: z.array(ZCode).max(50).optional(),
  customer: z.string().trim().max(40).optional(),
  cnpjRoot: z
    .string()
    .trim()
    .regex(/^\d{8}$/, { message: 'validation.agreement.cnpjRoot' })
    .optional(),
  validFrom: ZBrDateSchema.optional(),
  validTo: ZBrDateSchema.optional(),
  sortBy: z.enum(AGREEMENT_SORT_COLUMNS).default('id'),
});
export type TAgreementSearch = z.output<typeof ZAgreementSearchSchema>;

export const ZAgreementTabCountsSchema = z.object(
  Object.fromEntries(AGREEMENT_TABS.map((tab) => [tab, z.number().int()])) as Record<
    AgreementTab,
    z.ZodNumber
  >,
);

/** Bulk actions name the agreements; a justification where the action needs one. */
export const ZAgreementBulkSchema = z.object({
  ids: z.array(ZIdSchema).min(1).max(200),
  justification: z.string().trim().max(500).optional(),
});

/** The answer of a bulk action: what was done, and each skipped agreement with its reason. */
export const ZAgreementBulkResultSchema = z
  .object({
    done: z.array(z.number().int()),
    skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
  })
  .extend(ZMessageEnvelopeSchema.shape);

export const ZAgreementExtendSchema = z.object({
  id: ZIdSchema,
  version: ZVersionSchema,
  validityEnd: ZBrDateSchema.refine((text) => text !== '', { message: 'errors.required' }),
  justification: z.string().trim().min(1).max(500),
});

export const ZAgreementCloseSchema = z.object({
  ids: z.array(ZIdSchema).min(1).max(200),
  /** The last day of the agreements; before today only with the retroactive close role. */
  closingDate: ZBrDateSchema.optional(),
  justification: z.string().trim().max(500).optional(),
});

/** `contrato/buscarClientesContrato`: the SAP customers of a holding, for the wizard. */
export const ZAgreementCustomersRequestSchema = z.object({ economicGroup: ZCode });
export const ZAgreementCustomerListSchema = z.object({
  list: z.array(z.object({ code: z.string(), name: z.string(), sapPayer: z.boolean() })),
});

/** `contrato/buscarBandeirasContrato`: the active flags of a holding an agreement may name. */
export const ZAgreementFlagListSchema = z.object({
  list: z.array(z.object({ id: z.number().int(), name: z.string(), competence: z.string() })),
});

/**
 * A stored agreement as the fields of a save: what the edit form starts from, and what a copy
 * saves as a new agreement.
 */
export function agreementFieldsOf(agreement: TAgreement): TAgreementFields {
  return {
    description: agreement.description,
    economicGroup: agreement.economicGroup.code,
    flag: agreement.flag?.id ?? null,
    channels: agreement.channels,
    validityStart: agreement.validityStart,
    validityEnd: agreement.validityEnd,
    region: agreement.region,
    district: agreement.district,
    segment: agreement.segment,
    businessUnit: agreement.businessUnit,
    salesOrganization: agreement.salesOrganization,
    category: agreement.category,
    countingPeriod: agreement.countingPeriod,
    budgetDescription: agreement.budgetDescription,
    opsoMeasure: agreement.opsoMeasure,
    ricMeasure: agreement.ricMeasure,
    onOff: agreement.onOff,
    calculationBasis: agreement.calculationBasis,
    paymentDescription: agreement.paymentDescription,
    paymentPercent: agreement.paymentPercent,
    fundsType: agreement.fundsType,
    sapCode: agreement.sapCode,
    payerSap: agreement.payerSap,
    levers: agreement.levers.map((lever) => ({
      leverId: lever.leverId,
      fundsType: lever.fundsType,
      ...agreementLeverValues(lever),
      expectedYearlyValue: lever.expectedYearlyValue,
      goalDescription: lever.goalDescription,
      commodity: lever.commodity,
      categories: lever.categories,
      brands: lever.brands,
      productGroups: lever.productGroups,
      ppaProducts: lever.ppaProducts,
      skus: lever.skus,
      customers: lever.customers,
      payers: lever.payers,
      events: lever.events,
    })),
  };
}

/** The levers of an agreement named by their ids in the agreement (bulk lever moves). */
export const ZAgreementLeversBulkSchema = z.object({
  ids: z.array(ZIdSchema).min(1).max(200),
  justification: z.string().trim().max(500).optional(),
});
