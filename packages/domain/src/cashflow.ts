import Decimal from 'decimal.js';
import { z } from 'zod';
import { type Competence, parseCompetence } from './competence';
import { JUSTIFICATION_MAX_LENGTH } from './justification';
import { ZMoneySchema } from './money';
import { ZPageRequestSchema } from './paging';
import { ZIdSchema, ZVersionSchema } from './records';
import { ZSupportingDocumentSchema } from './supporting-documents';

/**
 * Detached ascertainments (avulso) and their cash flow (docs/domain.md "Cashflow (detached
 * ascertainments)"): money owed to a customer with no agreement behind it, registered with its
 * evidence, approved on the engine (APURACAO_AVULSA) and paid through payments like any
 * ascertainment.
 */

export const DETACHED_STATUSES = [
  'EM_VALIDACAO',
  'EM_APROVACAO',
  'APROVADA',
  'REPROVADA',
  'CANCELADA',
] as const;
export type DetachedStatus = (typeof DETACHED_STATUSES)[number];

/** The approval engine's action type and the payment origin of detached ascertainments. */
export const DETACHED_APPROVAL_TYPE = 'APURACAO_AVULSA' as const;
export const DETACHED_PAYMENT_ORIGIN = 'APURACAO_AVULSA' as const;

export const CASHFLOW_TABS = [
  'underValidation',
  'underApproval',
  'approved',
  'disapproved',
  'canceled',
] as const;
export type CashflowTab = (typeof CASHFLOW_TABS)[number];
export const TAB_STATUS: Record<CashflowTab, DetachedStatus> = {
  underValidation: 'EM_VALIDACAO',
  underApproval: 'EM_APROVACAO',
  approved: 'APROVADA',
  disapproved: 'REPROVADA',
  canceled: 'CANCELADA',
};

export type DetachedMove = 'edit' | 'send' | 'decide' | 'cancel';

/**
 * Which status allows which move: edited and sent while under validation; decided while under
 * approval; canceled while under validation or disapproved. One under approval is left to its
 * approvers (a disapproval ends it), so an approver never decides a record that vanished.
 */
const MOVES: Record<DetachedMove, readonly DetachedStatus[]> = {
  edit: ['EM_VALIDACAO'],
  send: ['EM_VALIDACAO'],
  decide: ['EM_APROVACAO'],
  cancel: ['EM_VALIDACAO', 'REPROVADA'],
};

export function canMoveDetached(move: DetachedMove, status: DetachedStatus): boolean {
  return MOVES[move].includes(status);
}

/** The cash flow's column of a status: forecast (registered or in approval), approved, or none. */
export type CashflowColumn = 'forecast' | 'approved' | null;
export function cashflowColumnOf(status: DetachedStatus): CashflowColumn {
  if (status === 'EM_VALIDACAO' || status === 'EM_APROVACAO') return 'forecast';
  if (status === 'APROVADA') return 'approved';
  return null;
}

/** The most months one cash flow covers (two years, so a chart stays readable). */
export const CASHFLOW_MAX_MONTHS = 24;

/** The months from one competence to another, both included, as `MM/YYYY`. */
export function monthsBetween(from: Competence, to: Competence): string[] {
  const months: string[] = [];
  let year = from.year;
  let month = from.month;
  while (year < to.year || (year === to.year && month <= to.month)) {
    months.push(`${String(month).padStart(2, '0')}/${year}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

// ---------------------------------------------------------------------------------------------
// Wire schemas

const code = z.string().trim().max(40);
const requiredCode = code.min(1, { message: 'errors.required' });
const ZCompetenceTextSchema = z
  .string()
  .trim()
  .min(1, { message: 'errors.required' })
  .regex(/^(0[1-9]|1[0-2])\/\d{4}$/, { message: 'cashflow.error.competenceFormat' });

/** A detached ascertainment as registered or edited (`apuracaoAvulsa/salvar`). */
export const ZDetachedSaveSchema = z.object({
  /** Absent to register; with its version to edit one under validation. */
  id: ZIdSchema.optional(),
  version: ZVersionSchema.optional(),
  customer: requiredCode,
  payer: requiredCode,
  budgetType: requiredCode,
  /** The business unit the money belongs to (payments group by it; a customer has none). */
  commodity: requiredCode,
  competence: ZCompetenceTextSchema,
  value: ZMoneySchema.refine((text) => new Decimal(text).gt(0), { message: 'cashflow.error.valuePositive' }),
  justification: z
    .string()
    .trim()
    .min(1, { message: 'errors.required' })
    .max(JUSTIFICATION_MAX_LENGTH, { message: 'cashflow.error.justificationLength' }),
  /** New files (PDF or image); together with the kept ones at least one. */
  evidence: z.array(ZSupportingDocumentSchema).max(5).default([]),
  /** On edit: the evidence files that stay (the others are removed, and remain listed as such). */
  keptEvidenceIds: z.array(ZIdSchema).max(50).default([]),
});
export type TDetachedSave = z.output<typeof ZDetachedSaveSchema>;
export type TDetachedSaveInput = z.input<typeof ZDetachedSaveSchema>;

export const ZDetachedMoveSchema = z.object({ id: ZIdSchema, version: ZVersionSchema });
export const ZDetachedDecisionSchema = ZDetachedMoveSchema.extend({
  justification: z.string().trim().max(JUSTIFICATION_MAX_LENGTH).nullish(),
});
export const ZDetachedJustifiedMoveSchema = ZDetachedMoveSchema.extend({
  justification: z
    .string()
    .trim()
    .min(1, { message: 'errors.required' })
    .max(JUSTIFICATION_MAX_LENGTH, { message: 'cashflow.error.justificationLength' }),
});

/** The filters of the list, the tabs' counts, the cash flow and its export. */
export const ZCashflowFiltersSchema = z.object({
  competenceFrom: ZCompetenceTextSchema.optional(),
  competenceTo: ZCompetenceTextSchema.optional(),
  customer: code.optional(),
  budgetType: code.optional(),
  status: z.enum(DETACHED_STATUSES).optional(),
});
export type TCashflowFilters = z.infer<typeof ZCashflowFiltersSchema>;

export const ZDetachedSearchSchema = ZPageRequestSchema.extend(ZCashflowFiltersSchema.shape).extend({
  tab: z.enum(CASHFLOW_TABS).default('underValidation'),
});
export type TDetachedSearch = z.infer<typeof ZDetachedSearchSchema>;

/** The cash flow needs its range: both ends, in order, at most CASHFLOW_MAX_MONTHS months. */
export const ZCashflowRequestSchema = ZCashflowFiltersSchema.extend({
  competenceFrom: ZCompetenceTextSchema,
  competenceTo: ZCompetenceTextSchema,
}).superRefine((value, context) => {
  const from = parseCompetence(value.competenceFrom);
  const to = parseCompetence(value.competenceTo);
  if (!from || !to) return;
  const months = monthsBetween(from, to).length;
  if (months === 0)
    context.addIssue({ code: 'custom', path: ['competenceTo'], message: 'cashflow.error.rangeOrder' });
  else if (months > CASHFLOW_MAX_MONTHS)
    context.addIssue({ code: 'custom', path: ['competenceTo'], message: 'cashflow.error.rangeTooLong' });
});
export type TCashflowRequest = z.infer<typeof ZCashflowRequestSchema>;

const ZPaymentStateSchema = z.object({
  /** What its payment items hold (active items); null when it is in no payment. */
  inPayment: z.string().nullable(),
  /** What SAP returned as paid. */
  paid: z.string(),
  paymentNumber: z.string().nullable(),
  paymentDate: z.string().nullable(),
  paymentStatus: z.string().nullable(),
});

const ZApprovalStateSchema = z
  .object({
    currentStep: z.number().int(),
    stepCount: z.number().int(),
    /** Who may decide now (empty once decided). */
    responsibleIds: z.array(z.number().int()),
  })
  .nullable();

export const ZDetachedRowSchema = z.object({
  id: z.number().int(),
  customer: z.string(),
  customerName: z.string().nullable(),
  payer: z.string(),
  payerName: z.string().nullable(),
  budgetType: z.string(),
  budgetTypeName: z.string().nullable(),
  commodity: z.string(),
  channel: z.string().nullable(),
  region: z.string().nullable(),
  competence: z.string(),
  value: z.string(),
  status: z.enum(DETACHED_STATUSES),
  version: z.number().int(),
  createdAt: z.string(),
  payment: ZPaymentStateSchema,
  approval: ZApprovalStateSchema,
});
export type TDetachedRow = z.infer<typeof ZDetachedRowSchema>;

export const ZDetachedEvidenceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  removed: z.boolean(),
});

export const ZDetachedSchema = ZDetachedRowSchema.extend({
  justification: z.string(),
  decisionJustification: z.string().nullable(),
  cancelJustification: z.string().nullable(),
  evidence: z.array(ZDetachedEvidenceSchema),
});
export type TDetached = z.infer<typeof ZDetachedSchema>;

export const ZCashflowTabCountsSchema = z.object(
  Object.fromEntries(CASHFLOW_TABS.map((tab) => [tab, z.number().int()])) as Record<CashflowTab, z.ZodNumber>,
);

const ZCashflowFiguresSchema = z.object({ forecast: z.string(), approved: z.string(), paid: z.string() });
export type TCashflowFigures = z.infer<typeof ZCashflowFiguresSchema>;

/** Per month (and per budget type within it), money as exact decimal strings summed in SQL. */
export const ZCashflowSchema = z.object({
  months: z.array(
    ZCashflowFiguresSchema.extend({
      competence: z.string(),
      budgetTypes: z.array(
        ZCashflowFiguresSchema.extend({ budgetType: z.string(), budgetTypeName: z.string().nullable() }),
      ),
    }),
  ),
  totals: ZCashflowFiguresSchema,
});
export type TCashflow = z.infer<typeof ZCashflowSchema>;
