import {
  ZAscertainmentReportFiltersSchema,
  ZAscertainmentReportRowSchema,
  ZAscertainmentReportSearchSchema,
} from '../ascertainment-details-report';
import { ZExportFileSchema, ZQueuedJobSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import { rolesOfRoute } from '../route-access';
import { declareCall } from './call';

/** The screen's roles, as the route catalogue declares them. */
const REPORT = { roles: rolesOfRoute('/ascertainment/details-report') };

/** `/ascertainment/details-report`: the lever lines of the ascertainments (`/api/apuracao/`). */
export const ascertainmentReportCalls = {
  search: declareCall({
    method: 'POST',
    path: '/apuracao/relatorioDetalhes',
    access: REPORT,
    summary:
      'Lever lines of the ascertainments under the filters, paged and sorted (within the caller’s restrictions)',
    tag: 'ascertainment',
    body: ZAscertainmentReportSearchSchema,
    responses: { 200: pageOf(ZAscertainmentReportRowSchema) },
  }),
  export: declareCall({
    method: 'POST',
    path: '/apuracao/exportarRelatorioDetalhes',
    access: REPORT,
    summary:
      'The report under the filters as a spreadsheet (decimals as text); above the inline limit a dashboard job (202)',
    tag: 'ascertainment',
    body: ZAscertainmentReportFiltersSchema,
    responses: { 200: ZExportFileSchema, 202: ZQueuedJobSchema },
  }),
};
