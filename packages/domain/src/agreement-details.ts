import { z } from 'zod';
import {
  AGREEMENT_AUDIT_ACTIONS,
  AGREEMENT_LEVER_STATUSES,
  AGREEMENT_SORT_COLUMNS,
  AGREEMENT_STATUSES,
  type AgreementLeverStatus,
  FUNDS_TYPES,
  ZAgreementLeverSchema,
  ZAgreementSchema,
  ZAgreementSearchSchema,
  ZAgreementSummarySchema,
} from './agreements';
import { APPROVAL_STATUSES } from './approval-engine';
import { ZBrDateSchema } from './dates';
import { ZPageRequestSchema } from './paging';
import { ZIdSchema, ZNamedRefSchema } from './records';

/**
 * The reads of one agreement and its levers (spec §7 `/contrato/` calls; docs/domain.md,
 * "Agreement reads"): its levers as summary rows, its details for the approvers, one lever in
 * detail, the status of its levers, the agreements turned back to registration, and the export of
 * the changes to the agreements' SAP customers and payers.
 */

/** `buscarAlavancasContrato`: one agreement's levers, a page at a time, optionally of some statuses. */
export const ZAgreementLeversRequestSchema = ZPageRequestSchema.extend({
  id: ZIdSchema,
  statuses: z.array(z.enum(AGREEMENT_LEVER_STATUSES)).max(AGREEMENT_LEVER_STATUSES.length).optional(),
});
export type TAgreementLeversRequest = z.output<typeof ZAgreementLeversRequestSchema>;

/** A lever of an agreement as a summary row. */
export const ZAgreementLeverRowSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  leverId: z.number().int(),
  name: z.string(),
  channel: z.string(),
  calculationModel: z.string(),
  status: z.enum(AGREEMENT_LEVER_STATUSES),
  fundsType: z.enum(FUNDS_TYPES),
  commodity: z.string(),
  budgetType: z.string().nullable(),
  expectedYearlyValue: z.string(),
  customerCount: z.number().int(),
  payerCount: z.number().int(),
  eventCount: z.number().int(),
  /** Higher values wait for (or are in) approval. */
  hasPendingValues: z.boolean(),
  /** DD/MM/YYYY: the day an inactive lever stopped earning. */
  inactiveSince: z.string().nullable(),
});
export type TAgreementLeverRow = z.infer<typeof ZAgreementLeverRowSchema>;

/** A user as the reads name them. */
const ZPerson = ZNamedRefSchema;

/** One step of an approval: who decides, who is told, and the decision taken there, if any. */
const ZApprovalStepSchema = z.object({
  stepNumber: z.number().int(),
  current: z.boolean(),
  responsibles: z.array(ZPerson),
  notified: z.array(ZPerson),
  decisions: z.array(
    z.object({
      user: ZPerson,
      decision: z.enum(['APROVADO', 'REPROVADO']),
      justification: z.string().nullable(),
      decidedAt: z.string(),
    }),
  ),
});

/** An approval of the agreement or of a lever change, as its approvers follow it. */
export const ZApprovalStateSchema = z.object({
  requestId: z.number().int(),
  flowName: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  currentStep: z.number().int(),
  stepCount: z.number().int(),
  requester: ZPerson,
  startedAt: z.string(),
  closedAt: z.string().nullable(),
  steps: z.array(ZApprovalStepSchema),
});
export type TApprovalState = z.infer<typeof ZApprovalStateSchema>;

/** A move recorded on the agreement (turn back, termination…): who, when and why. */
const ZRecordedMoveSchema = z.object({
  at: z.string(),
  by: ZPerson.nullable(),
  justification: z.string().nullable(),
});

export const ZLeverStatusCountsSchema = z.object(
  Object.fromEntries(AGREEMENT_LEVER_STATUSES.map((status) => [status, z.number().int()])) as Record<
    AgreementLeverStatus,
    z.ZodNumber
  >,
);

/**
 * `buscarDetalhesContrato`: the agreement's main information and totals, how many levers stand
 * in each status, and its approval (the one under way, or the last one) with every step's
 * responsibles and decisions; the last turn back to registration and the termination, if any.
 */
export const ZAgreementDetailsSchema = z.object({
  agreement: ZAgreementSchema.omit({ levers: true, approval: true }),
  leverCount: z.number().int(),
  leverStatuses: ZLeverStatusCountsSchema,
  /** How many distinct SAP payers its levers pay: more than one asks the approvers to check the split. */
  payerCount: z.number().int(),
  approval: ZApprovalStateSchema.nullable(),
  returnedToRegistration: ZRecordedMoveSchema.nullable(),
  termination: ZRecordedMoveSchema.extend({
    date: z.string(),
    previousEnd: z.string().nullable(),
  }).nullable(),
});
export type TAgreementDetails = z.infer<typeof ZAgreementDetailsSchema>;

const ZCustomerRef = z.object({ code: z.string(), name: z.string() });

/**
 * `buscarDetalheAlavancasContrato`: one lever of an agreement (by its id in the agreement), as
 * the edit screen holds it (values in force and pending, scope, events, inactive stretches), with
 * its agreement, its customers and payers by name, its own approvals (lever changes) and the
 * moves recorded on it.
 */
export const ZAgreementLeverDetailSchema = z.object({
  agreement: z.object({
    id: z.number().int(),
    description: z.string(),
    status: z.enum(AGREEMENT_STATUSES),
    validityStart: z.string(),
    validityEnd: z.string(),
  }),
  lever: ZAgreementLeverSchema,
  customers: z.array(ZCustomerRef),
  payers: z.array(ZCustomerRef),
  approvals: z.array(ZApprovalStateSchema),
  history: z.array(
    z.object({
      at: z.string(),
      action: z.enum(AGREEMENT_AUDIT_ACTIONS),
      by: ZPerson.nullable(),
      status: z.enum(AGREEMENT_LEVER_STATUSES).nullable(),
      justification: z.string().nullable(),
    }),
  ),
});
export type TAgreementLeverDetail = z.infer<typeof ZAgreementLeverDetailSchema>;

/** `buscarStatusAlavancaContrato`: how many levers stand in each status, and each lever's. */
export const ZAgreementLeverStatusSchema = z.object({
  agreementId: z.number().int(),
  agreementStatus: z.enum(AGREEMENT_STATUSES),
  counts: ZLeverStatusCountsSchema,
  list: z.array(
    z.object({
      id: z.number().int(),
      leverId: z.number().int(),
      name: z.string(),
      status: z.enum(AGREEMENT_LEVER_STATUSES),
      inactiveSince: z.string().nullable(),
    }),
  ),
});
export type TAgreementLeverStatus = z.infer<typeof ZAgreementLeverStatusSchema>;

export const RETURNED_SORT_COLUMNS = [...AGREEMENT_SORT_COLUMNS, 'returnedAt'] as const;

/**
 * `buscarContratoRetornadoEmCadastro`: the agreements turned back to registration after their
 * approval and not approved since, under the list's filters, newest return first by default.
 */
export const ZReturnedAgreementsSearchSchema = ZAgreementSearchSchema.omit({
  tab: true,
  sortBy: true,
  direction: true,
}).extend({
  sortBy: z.enum(RETURNED_SORT_COLUMNS).default('returnedAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type TReturnedAgreementsSearch = z.output<typeof ZReturnedAgreementsSearchSchema>;

export const ZReturnedAgreementSchema = ZAgreementSummarySchema.extend({
  returned: ZRecordedMoveSchema,
});
export type TReturnedAgreement = z.infer<typeof ZReturnedAgreementSchema>;

/**
 * `exportarAlteracoesIntegracaoClienteSap`: the SAP customers and payers added to or removed from
 * agreements' levers from a day on (up to a day, when given), for the SAP customer integration.
 */
export const ZSapCustomerChangesExportSchema = z.object({
  since: ZBrDateSchema.refine((text) => text !== '', { message: 'errors.required' }),
  until: ZBrDateSchema.optional(),
});
export type TSapCustomerChangesExport = z.output<typeof ZSapCustomerChangesExportSchema>;

/** Whether a customer was put on a lever or taken off it, as a customer or as a payer. */
export const SAP_CUSTOMER_CHANGES = ['INCLUIDO', 'REMOVIDO'] as const;
export type SapCustomerChange = (typeof SAP_CUSTOMER_CHANGES)[number];
export const SAP_CUSTOMER_ROLES = ['CLIENTE', 'PAGADOR'] as const;
export type SapCustomerRole = (typeof SAP_CUSTOMER_ROLES)[number];

/** The levers' customers and payers in one image of an agreement (as the audit log keeps it). */
export interface LeverCustomersImage {
  leverId: number;
  customers: readonly string[];
  payers: readonly string[];
}

/** One customer put on or taken off a lever. */
export interface LeverCustomerChange {
  leverId: number;
  role: SapCustomerRole;
  code: string;
  change: SapCustomerChange;
}

/**
 * What changed in the levers' customers and payers from one image of an agreement to the next
 * (levers are matched by their catalogue lever, which an agreement holds once): a lever added
 * brings all its customers in, a lever removed takes them all out. Before null: a new agreement.
 */
export function leverCustomerChanges(
  before: readonly LeverCustomersImage[] | null,
  after: readonly LeverCustomersImage[] | null,
): LeverCustomerChange[] {
  const byLever = (images: readonly LeverCustomersImage[] | null) =>
    new Map((images ?? []).map((image) => [image.leverId, image]));
  const was = byLever(before);
  const is = byLever(after);
  const leverIds = [...new Set([...was.keys(), ...is.keys()])];
  const changes: LeverCustomerChange[] = [];
  for (const leverId of leverIds) {
    for (const [role, field] of [
      ['CLIENTE', 'customers'],
      ['PAGADOR', 'payers'],
    ] as const) {
      const old = new Set(was.get(leverId)?.[field] ?? []);
      const now = new Set(is.get(leverId)?.[field] ?? []);
      for (const code of now) if (!old.has(code)) changes.push({ leverId, role, code, change: 'INCLUIDO' });
      for (const code of old) if (!now.has(code)) changes.push({ leverId, role, code, change: 'REMOVIDO' });
    }
  }
  return changes;
}
