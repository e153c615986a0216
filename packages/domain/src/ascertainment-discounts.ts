import type { z } from 'zod';
import { ZAscertainmentFiltersSchema } from './ascertainment';

/**
 * The discounts summary (`relatorioresumodescontos/exportarRelatorioResumoDescontos`): the
 * ascertainment values per agreement, lever and period under the list's filters, as a
 * spreadsheet. Like the consolidated report it needs the channel and commodity filters (spec).
 */
export const ZDiscountsSummaryExportSchema = ZAscertainmentFiltersSchema.superRefine((filters, ctx) => {
  if (!filters.channels?.length) {
    ctx.addIssue({ code: 'custom', path: ['channels'], message: 'ascertainmentDiscounts.needsFilters' });
  }
  if (!filters.commodities?.length) {
    ctx.addIssue({ code: 'custom', path: ['commodities'], message: 'ascertainmentDiscounts.needsFilters' });
  }
});
export type TDiscountsSummaryExport = z.output<typeof ZDiscountsSummaryExportSchema>;
