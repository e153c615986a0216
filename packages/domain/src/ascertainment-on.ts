import Decimal from 'decimal.js';
import { z } from 'zod';
import { SAP_ON_SHOWN_STATES } from './agreement-sap-on';
import { SIGNATURE_STATUSES } from './agreements';
import {
  ASCERTAINMENT_LINE_STATUSES,
  ASCERTAINMENT_STATUSES,
  ZAscertainmentFiltersSchema,
} from './ascertainment';
import { JUSTIFICATION_MAX_LENGTH } from './justification';
import { roundMoney, ZMoneySchema } from './money';
import { ZPageRequestSchema } from './paging';
import { ZIdSchema, ZVersionSchema } from './records';

/**
 * `/trade-agreements-ascertainmentOn/ascertainmentOn-edit`: the ON lever lines of the
 * ascertainments of a competence. An ON lever is a discount given on the invoice (DOMAIN.md), so
 * what it earned was mostly paid already: the line shows the value in force, the abatement
 * granted on the invoice, and the difference — to pay when the invoice granted less, to recover
 * when it granted more. The abatement is computed as the whole value; the analyst keys in what
 * the invoice really granted, with a justification (docs/domain.md "ON ascertainment").
 */

export const ON_SORT_COLUMNS = ['agreement'] as const;

const { competence: _one, fundsTypes: _types, ...listFilters } = ZAscertainmentFiltersSchema.shape;

export const ZAscertainmentOnSearchSchema = ZPageRequestSchema.extend({
  ...listFilters,
  /** MM/YYYY: the competence the ascertainments settle (the month their period ends in). */
  competence: ZAscertainmentFiltersSchema.shape.competence.unwrap(),
  statuses: z.array(z.enum(ASCERTAINMENT_STATUSES)).max(4).optional(),
  sapStates: z.array(z.enum(SAP_ON_SHOWN_STATES)).max(4).optional(),
  /** By agreement, then period and lever position. */
  sortBy: z.enum(ON_SORT_COLUMNS).default('agreement'),
});
export type TAscertainmentOnSearch = z.output<typeof ZAscertainmentOnSearchSchema>;

/** One ON lever line. */
export const ZAscertainmentOnRowSchema = z.object({
  /** The line's id. */
  id: z.number().int(),
  ascertainmentId: z.number().int(),
  /** The ascertainment's version, for the abatement's save. */
  version: z.number().int(),
  agreementId: z.number().int(),
  agreementDescription: z.string(),
  economicGroup: z.object({ code: z.string(), name: z.string() }),
  channels: z.array(z.string()),
  commodity: z.string(),
  competence: z.string(),
  period: z.string(),
  status: z.enum(ASCERTAINMENT_STATUSES),
  lineStatus: z.enum(ASCERTAINMENT_LINE_STATUSES),
  signatureStatus: z.enum(SIGNATURE_STATUSES),
  lever: z.string(),
  /** Final, else validated, else accurate; null while the line has none. */
  valueInForce: z.string().nullable(),
  abatement: z.string(),
  /** Set when the abatement was keyed in; null while it is the computed one. */
  abatementJustification: z.string().nullable(),
  /** Value in force − abatement: above zero to pay, below zero to recover; null without a value. */
  difference: z.string().nullable(),
  toPay: z.string().nullable(),
  /** The SAP ON condition of the agreement's lever, as the SAP ON screen shows it. */
  sapState: z.enum(SAP_ON_SHOWN_STATES),
  sapConditionNumber: z.string().nullable(),
});
export type TAscertainmentOnRow = z.infer<typeof ZAscertainmentOnRowSchema>;

/** `apuracao/salvarAbatimentoOn`: the abatement the invoice granted, always justified. */
export const ZAscertainmentOnAbatementSchema = z.object({
  id: ZIdSchema,
  version: ZVersionSchema,
  lineId: ZIdSchema,
  abatement: ZMoneySchema,
  justification: z
    .string()
    .trim()
    .min(1, { message: 'validation.ascertainmentOn.justificationRequired' })
    .max(JUSTIFICATION_MAX_LENGTH),
});
export type TAscertainmentOnAbatement = z.output<typeof ZAscertainmentOnAbatementSchema>;

/** Value in force − abatement, to cents: positive to pay, negative to recover. */
export function abatementDifference(valueInForce: string | null, abatement: string): string | null {
  return valueInForce === null ? null : roundMoney(new Decimal(valueInForce).minus(abatement));
}
