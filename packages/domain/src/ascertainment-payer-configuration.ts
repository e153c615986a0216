import { z } from 'zod';
import { ASCERTAINMENT_STATUSES, ZAscertainmentFiltersSchema } from './ascertainment';
import type { MessageKey } from './messages/pt-BR';
import { ZPageRequestSchema } from './paging';

/**
 * The SAP payer configuration screen (spec §2 "SAP payer configuration", §5 "values must sum to
 * the final value"): for one competence, the ascertainments whose levers name more than one SAP
 * payer, each with the state of its saved split against the value it pays. The split itself is
 * the one of `ascertainment-payers.ts`; this is the list that finds the ones still to configure.
 */

/**
 * Not configured: no split saved (the proposal holds). Equal: the saved parts add up to the
 * value to pay. Below: saved with a smaller sum (the difference is not paid, the spec's warning).
 * Above: saved when the value was higher and a later validation lowered it (refused at sending).
 */
export const PAYER_SPLIT_STATES = ['NOT_CONFIGURED', 'EQUAL', 'BELOW', 'ABOVE'] as const;
export type PayerSplitState = (typeof PAYER_SPLIT_STATES)[number];

export const PAYER_SPLIT_STATE_LABELS: Record<PayerSplitState, MessageKey> = {
  NOT_CONFIGURED: 'sapPayerConfiguration.state.NOT_CONFIGURED',
  EQUAL: 'sapPayerConfiguration.state.EQUAL',
  BELOW: 'sapPayerConfiguration.state.BELOW',
  ABOVE: 'sapPayerConfiguration.state.ABOVE',
};

export const PAYER_CONFIGURATION_SORT_COLUMNS = [
  'id',
  'economicGroup',
  'commodity',
  'toPay',
  'difference',
] as const;

const filters = ZAscertainmentFiltersSchema.shape;

/** The list's filters, the competence required (the screen starts on the current month). */
export const ZPayerConfigurationSearchSchema = ZPageRequestSchema.extend({
  ...filters,
  competence: filters.competence.unwrap(),
  states: z.array(z.enum(PAYER_SPLIT_STATES)).max(PAYER_SPLIT_STATES.length).optional(),
  sortBy: z.enum(PAYER_CONFIGURATION_SORT_COLUMNS).default('id'),
});
export type TPayerConfigurationSearch = z.output<typeof ZPayerConfigurationSearchSchema>;

export const ZPayerConfigurationRowSchema = z.object({
  id: z.number().int(),
  agreementId: z.number().int(),
  agreementDescription: z.string(),
  economicGroup: z.object({ code: z.string(), name: z.string() }),
  channels: z.array(z.string()),
  commodity: z.string(),
  /** `03/2026`, `Q1/2026`, … */
  period: z.string(),
  status: z.enum(ASCERTAINMENT_STATUSES),
  /** How many SAP payers its levers name. */
  payerCount: z.number().int(),
  /** The lines' final values summed; null until the approval gives them. */
  finalValue: z.string().nullable(),
  /** What the split must add up to: the to-pay in force. */
  toPay: z.string(),
  /** The saved parts summed; null while nothing is saved. */
  distributed: z.string().nullable(),
  /** To pay less distributed (negative above); null while nothing is saved. */
  difference: z.string().nullable(),
  state: z.enum(PAYER_SPLIT_STATES),
  version: z.number().int(),
});
export type TPayerConfigurationRow = z.infer<typeof ZPayerConfigurationRowSchema>;
