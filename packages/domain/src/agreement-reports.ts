import { z } from 'zod';
import { AGREEMENT_TABS, ZAgreementEventSchema, ZAgreementSearchSchema } from './agreements';
import { ZMessageEnvelopeSchema } from './errors';
import { ZIdSchema } from './records';

/**
 * The agreements' exports and checks beside the list: the consolidated report, the quota-events
 * report, the quota events' totals, and the funds out of validity (spec §7 `/contrato/`).
 */

/** The list's filters, without its paging: an export takes every agreement they match. */
const ZAgreementFiltersSchema = ZAgreementSearchSchema.omit({
  page: true,
  pageSize: true,
  tab: true,
}).extend({
  /** One tab's agreements; none: every tab's. */
  tab: z.enum(AGREEMENT_TABS).optional(),
});

/** The consolidated report needs channel and business unit filters (spec §5). */
export const ZConsolidatedExportSchema = ZAgreementFiltersSchema.superRefine((filters, ctx) => {
  if (!filters.channels?.length) {
    ctx.addIssue({ code: 'custom', path: ['channels'], message: 'validation.agreement.exportNeedsFilters' });
  }
  if (!filters.businessUnits?.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['businessUnits'],
      message: 'validation.agreement.exportNeedsFilters',
    });
  }
});
export type TConsolidatedExport = z.output<typeof ZConsolidatedExportSchema>;

export const ZQuotaEventsExportSchema = ZAgreementFiltersSchema;
export type TQuotaEventsExport = z.output<typeof ZQuotaEventsExportSchema>;

/** `buscarValorAnualAlavancaEventosCota`: a quota-event lever's yearly value is its events' sum. */
export const ZQuotaEventsValueRequestSchema = z.object({ events: z.array(ZAgreementEventSchema).max(500) });
export const ZQuotaEventsValueSchema = z.object({ value: z.string() });

/**
 * `validarTotaisEventoCota`: the events an agreement gives a quota-event lever against the
 * catalogue lever's own events; above them is allowed and warned (the spec's DIV_EVENTO_COTA).
 */
export const ZQuotaEventsCheckRequestSchema = z.object({
  leverId: ZIdSchema,
  events: z.array(ZAgreementEventSchema).max(500),
});
export const ZQuotaEventsCheckSchema = z
  .object({ total: z.string(), catalogueTotal: z.string(), aboveCatalogue: z.boolean() })
  .extend(ZMessageEnvelopeSchema.shape);

/** `buscaFundoForaVigencia`: the agreement's levers whose budget type is not valid for all of it. */
export const ZFundsOutOfValidityRequestSchema = z.object({ id: ZIdSchema });
export const ZFundsOutOfValiditySchema = z.object({
  list: z.array(
    z.object({
      leverId: z.number().int(),
      leverName: z.string(),
      budgetType: z.string(),
      budgetValidityStart: z.string().nullable(),
      budgetValidityEnd: z.string().nullable(),
    }),
  ),
});
