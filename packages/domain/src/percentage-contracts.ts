import Decimal from 'decimal.js';
import { z } from 'zod';
import { calculatePercentOfBase } from './calculation-engine';
import { competenceTextToIsoDate } from './competence';
import { JUSTIFICATION_MAX_LENGTH } from './justification';
import { CALCULATION_BASES } from './levers';
import { ZPageRequestSchema } from './paging';
import { ZIdSchema, ZVersionSchema } from './records';

/**
 * Percentage-value contracts (spec §2 `/percentage-value`, §4 "Contract percentage status";
 * docs/domain.md "Percentage-value contracts"): a percentage of one SAP customer's purchases
 * (sell-in) on a calculation basis, for each month of a validity, paid to a SAP payer from a
 * budget type. Approved on the engine (action type CONTRATO_PERCENTUAL); each month is
 * ascertained by the calculation engine's percent-of-base rule and paid through payments
 * (origin CONTRATO_PERCENTUAL).
 */

export const PERCENTAGE_CONTRACT_STATUSES = [
  'EM_CADASTRO',
  'EM_APROVACAO',
  'APROVADO',
  'REPROVADO',
  'CANCELADO',
] as const;
export type PercentageContractStatus = (typeof PERCENTAGE_CONTRACT_STATUSES)[number];

/** The moves of a contract, each with the statuses it starts from. */
export const PERCENTAGE_CONTRACT_MOVES = {
  edit: ['EM_CADASTRO', 'REPROVADO'],
  send: ['EM_CADASTRO', 'REPROVADO'],
  decide: ['EM_APROVACAO'],
  cancel: ['EM_CADASTRO', 'REPROVADO', 'APROVADO'],
} as const satisfies Record<string, readonly PercentageContractStatus[]>;
export type PercentageContractMove = keyof typeof PERCENTAGE_CONTRACT_MOVES;

export function canMovePercentageContract(
  move: PercentageContractMove,
  status: PercentageContractStatus,
): boolean {
  return (PERCENTAGE_CONTRACT_MOVES[move] as readonly PercentageContractStatus[]).includes(status);
}

export const PERCENTAGE_CONTRACT_APPROVAL_TYPE = 'CONTRATO_PERCENTUAL';

/**
 * One month's value: `base x percentage / 100`, through the engine's percent-of-base rule, so it
 * is computed exactly and rounded once to cents, half away from zero, and a negative base
 * (returns above purchases) earns 0.00.
 */
export function percentageContractValue(base: string, percentage: string): string {
  return calculatePercentOfBase({
    lever: { discountPercent: percentage },
    inputs: { base },
  }).value;
}

// ---------------------------------------------------------------------------------------------
// Schemas

const PERCENT_TEXT = /^\d{1,3}(\.\d{1,4})?$/;

/** Above zero and at most 100, up to 4 decimals, kept with its 4 places ("2.5" -> "2.5000"). */
export const ZContractPercentSchema = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((text) => PERCENT_TEXT.test(text), { message: 'validation.decimal.percentage' })
  .refine((text) => !PERCENT_TEXT.test(text) || (new Decimal(text).gt(0) && new Decimal(text).lte(100)), {
    message: 'validation.percentageContract.percentRange',
  })
  .transform((text) => new Decimal(text).toFixed(4));

const ZRequiredCode = z.string().trim().min(1, { message: 'errors.required' }).max(40);

const ZCompetenceSchema = z
  .string()
  .trim()
  .min(1, { message: 'errors.required' })
  .refine((text) => competenceTextToIsoDate(text) !== null, { message: 'validation.invalidCompetence' });

/** `MM/YYYY` compared as months. */
export const competenceOrder = (text: string) => competenceTextToIsoDate(text) ?? '';

export const ZPercentageContractSaveSchema = z
  .object({
    id: ZIdSchema.optional(),
    version: ZVersionSchema.optional(),
    customer: ZRequiredCode,
    budgetType: ZRequiredCode,
    /** The business unit the money belongs to: payments group by it, the map keeps it. */
    commodity: ZRequiredCode,
    percentage: ZContractPercentSchema,
    basis: z.enum(CALCULATION_BASES, { message: 'errors.required' }),
    validityStart: ZCompetenceSchema,
    validityEnd: ZCompetenceSchema,
    payer: ZRequiredCode,
    description: z.string().trim().min(1, { message: 'errors.required' }).max(500),
  })
  .superRefine((value, ctx) => {
    if (value.id !== undefined && value.version === undefined)
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'errors.required' });
    const start = competenceTextToIsoDate(value.validityStart);
    const end = competenceTextToIsoDate(value.validityEnd);
    if (start && end && end < start)
      ctx.addIssue({ code: 'custom', path: ['validityEnd'], message: 'validation.endBeforeStart' });
  });
export type TPercentageContractSave = z.infer<typeof ZPercentageContractSaveSchema>;

const ZJustification = z.string().trim().max(JUSTIFICATION_MAX_LENGTH);

export const ZPercentageContractMoveSchema = z.object({
  id: ZIdSchema,
  version: ZVersionSchema,
  justification: ZJustification.optional(),
});
export type TPercentageContractMove = z.infer<typeof ZPercentageContractMoveSchema>;

/** Disapproval and cancelation need a justification. */
export const ZPercentageContractJustifiedMoveSchema = ZPercentageContractMoveSchema.extend({
  justification: ZJustification.min(1, { message: 'errors.required' }),
});

export const ZPercentageContractBulkApprovalSchema = z.object({
  ids: z.array(ZIdSchema).min(1).max(200),
});

export const ZPercentageContractSearchSchema = ZPageRequestSchema.extend({
  status: z.enum(PERCENTAGE_CONTRACT_STATUSES).optional(),
  customer: z.string().trim().max(40).optional(),
  budgetType: z.string().trim().max(40).optional(),
  /** Contracts whose validity holds this month. */
  competence: ZCompetenceSchema.optional(),
});
export type TPercentageContractSearch = z.infer<typeof ZPercentageContractSearchSchema>;

export const ZPercentageContractSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  customer: z.string(),
  customerName: z.string().nullable(),
  channel: z.string().nullable(),
  budgetType: z.string(),
  /** Null only on a contract saved before it was asked; it must be chosen to send it. */
  commodity: z.string().nullable(),
  percentage: z.string(),
  basis: z.enum(CALCULATION_BASES),
  validityStart: z.string(),
  validityEnd: z.string(),
  payer: z.string(),
  description: z.string(),
  status: z.enum(PERCENTAGE_CONTRACT_STATUSES),
  justification: z.string().nullable(),
  approval: z
    .object({ step: z.number().int(), stepCount: z.number().int(), canDecide: z.boolean() })
    .nullable(),
});
export type TPercentageContract = z.infer<typeof ZPercentageContractSchema>;

export const ZPercentageContractCountsSchema = z.record(
  z.enum(PERCENTAGE_CONTRACT_STATUSES),
  z.number().int(),
);

export const ZPercentageBulkResultSchema = z.object({
  decided: z.array(z.number().int()),
  skipped: z.array(z.number().int()),
});

export const ZPercentageAscertainSchema = z.object({ competence: ZCompetenceSchema });

export const ZPercentageAscertainResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  inPayment: z.number().int(),
});

export const ZPercentageAscertainmentsSearchSchema = ZPageRequestSchema.extend({ contractId: ZIdSchema });

export const ZPercentageAscertainmentSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  competence: z.string(),
  basis: z.enum(CALCULATION_BASES),
  percentage: z.string(),
  base: z.string(),
  value: z.string(),
  rows: z.number().int(),
  inPayment: z.boolean(),
});
export type TPercentageAscertainment = z.infer<typeof ZPercentageAscertainmentSchema>;
