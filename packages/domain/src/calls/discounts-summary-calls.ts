import { ZDiscountsSummaryExportSchema } from '../ascertainment-discounts';
import { ZExportFileSchema } from '../import-export-jobs';
import { ASCERTAINMENT_VIEW_ROLES } from './ascertainment-one-page-calls';
import { declareCall } from './call';

/** The discounts summary of the ascertainments (`/api/relatorioresumodescontos/`). */
export const discountsSummaryCalls = {
  export: declareCall({
    method: 'POST',
    path: '/relatorioresumodescontos/exportarRelatorioResumoDescontos',
    access: { roles: ASCERTAINMENT_VIEW_ROLES },
    summary:
      'The ascertainment values per agreement, lever and period under the filters as a spreadsheet (channel and commodity required)',
    tag: 'ascertainment',
    body: ZDiscountsSummaryExportSchema,
    responses: { 200: ZExportFileSchema },
  }),
};
