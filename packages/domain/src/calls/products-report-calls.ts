import { ZExportFileSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import {
  ZProductsReportFiltersSchema,
  ZProductsReportRowSchema,
  ZProductsReportSearchSchema,
} from '../products-report';
import { declareCall } from './call';

const REPORT: Role[] = ['ROLE_RELATORIO_PRODUTOS'];

/** `/report-products` (`/api/relatorioProdutos/`). */
export const productsReportCalls = {
  search: declareCall({
    method: 'POST',
    path: '/relatorioProdutos/buscar',
    access: { roles: REPORT },
    summary: 'SKUs with their PPA product, brand, category and business unit, filtered and paged',
    tag: 'products-report',
    body: ZProductsReportSearchSchema,
    responses: { 200: pageOf(ZProductsReportRowSchema) },
  }),
  export: declareCall({
    method: 'POST',
    path: '/relatorioProdutos/exportar',
    access: { roles: REPORT },
    summary: 'The products report as a spreadsheet',
    tag: 'products-report',
    body: ZProductsReportFiltersSchema,
    responses: { 200: ZExportFileSchema },
  }),
};
