import { z } from 'zod';
import { ZExportFileSchema, ZImportUploadSchema, ZQueuedJobSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import {
  ZDetailedBudgetResultSchema,
  ZDetailedBudgetSchema,
  ZDistributeResultSchema,
  ZPaymentBulkResultSchema,
  ZPaymentDisapproveSchema,
  ZPaymentFiltersSchema,
  ZPaymentGenerateResultSchema,
  ZPaymentGenerateSchema,
  ZPaymentGroupSchema,
  ZPaymentIdsSchema,
  ZPaymentItemSchema,
  ZPaymentLotSchema,
  ZPaymentReportSchema,
  ZPaymentSearchSchema,
  ZPaymentTabCountsSchema,
} from '../payments';
import type { Role } from '../permissions';
import { declareCall } from './call';

/** Everyone who works on a payments tab reads the screen (spec section 6, payments roles). */
export const PAYMENT_VIEW_ROLES: Role[] = [
  'ROLE_EDITAR_VALIDACAO_VERBAS',
  'ROLE_VISUALIZAR_VALIDACAO_VERBAS',
  'ROLE_EDITAR_LIBERACAO_VERBAS',
  'ROLE_VISUALIZAR_LIBERACAO_VERBAS',
  'ROLE_EDITAR_PAGAMENTOS_DISTRIBUICAO',
  'ROLE_VISUALIZAR_PAGAMENTOS_DISTRIBUICAO',
  'ROLE_EDITAR_PAGAMENTOS_CRIADOS',
  'ROLE_VISUALIZAR_PAGAMENTOS_CRIADOS',
];
/** Approve and disapprove act at the group's stage; the service checks that stage's edit role. */
const DECIDE: Role[] = [
  'ROLE_EDITAR_VALIDACAO_VERBAS',
  'ROLE_EDITAR_LIBERACAO_VERBAS',
  'ROLE_EDITAR_PAGAMENTOS_DISTRIBUICAO',
];
const VALIDATE: Role[] = ['ROLE_EDITAR_VALIDACAO_VERBAS'];
const DISTRIBUTE: Role[] = ['ROLE_EDITAR_PAGAMENTOS_DISTRIBUICAO'];
const DETAILED_BUDGET: Role[] = [
  'ROLE_EDITAR_VALIDACAO_VERBAS',
  'ROLE_VISUALIZAR_VALIDACAO_VERBAS',
  'ROLE_EDITAR_PAGAMENTOS_DISTRIBUICAO',
  'ROLE_VISUALIZAR_PAGAMENTOS_DISTRIBUICAO',
];
const CREATED_VIEW: Role[] = ['ROLE_EDITAR_PAGAMENTOS_CRIADOS', 'ROLE_VISUALIZAR_PAGAMENTOS_CRIADOS'];
const REPORT: Role[] = ['ROLE_RELATORIO_PAGAMENTOS'];

/** `/payments`, `/payments/detailed-budget/{ids}/{lotCode}`, `/payments/report` (`/api/pagamento/`). */
export const paymentsCalls = {
  generate: declareCall({
    method: 'POST',
    path: '/pagamento/gerarPagamentos',
    access: { roles: VALIDATE },
    summary:
      'Payment items from the competence’s approved OFF ascertainments not yet in payments, grouped and sent to validation',
    tag: 'payments',
    body: ZPaymentGenerateSchema,
    responses: { 200: ZPaymentGenerateResultSchema },
  }),
  search: declareCall({
    method: 'POST',
    path: '/pagamento/buscar',
    access: { roles: PAYMENT_VIEW_ROLES },
    summary:
      'The payment groups of one tab with calculated, to pay, difference and balance (at least one competence)',
    tag: 'payments',
    body: ZPaymentSearchSchema,
    responses: { 200: pageOf(ZPaymentGroupSchema) },
  }),
  tabCounts: declareCall({
    method: 'POST',
    path: '/pagamento/totalizadorAbas',
    access: { roles: PAYMENT_VIEW_ROLES },
    summary: 'How many payment groups each tab holds under the filters',
    tag: 'payments',
    body: ZPaymentFiltersSchema,
    responses: { 200: ZPaymentTabCountsSchema },
  }),
  items: declareCall({
    method: 'POST',
    path: '/pagamento/buscarItens',
    access: { roles: PAYMENT_VIEW_ROLES },
    summary: 'The items of some payment groups: ascertainment line, SAP payer and values',
    tag: 'payments',
    body: ZPaymentIdsSchema,
    responses: { 200: z.array(ZPaymentItemSchema) },
  }),
  created: declareCall({
    method: 'POST',
    path: '/pagamento/buscarPagamentosCriados',
    access: { roles: CREATED_VIEW },
    summary: 'Created payments: number, date, status, due date, deadline, origin and segment type',
    tag: 'payments',
    body: ZPaymentReportSchema,
    responses: { 200: pageOf(ZPaymentItemSchema) },
  }),
  approve: declareCall({
    method: 'POST',
    path: '/pagamento/aprovar',
    access: { roles: DECIDE },
    summary:
      'Approves the groups whose current step lists the caller; the last step moves them to the next stage',
    tag: 'payments',
    body: ZPaymentIdsSchema,
    responses: { 200: ZPaymentBulkResultSchema },
  }),
  disapprove: declareCall({
    method: 'POST',
    path: '/pagamento/reprovar',
    access: { roles: DECIDE },
    summary: 'Disapproves groups with a justification, releasing what they reserved on the budget map',
    tag: 'payments',
    body: ZPaymentDisapproveSchema,
    responses: { 200: ZPaymentBulkResultSchema },
  }),
  ungroup: declareCall({
    method: 'POST',
    path: '/pagamento/desagrupar',
    access: { roles: VALIDATE },
    summary: 'Splits groups under validation into one group per ascertainment',
    tag: 'payments',
    body: ZPaymentIdsSchema,
    responses: { 200: ZPaymentBulkResultSchema },
  }),
  distribute: declareCall({
    method: 'POST',
    path: '/pagamento/distribuir',
    access: { roles: DISTRIBUTE },
    summary: 'Puts groups in distribution into a new lot, with father and daughter budget codes',
    tag: 'payments',
    body: ZPaymentIdsSchema,
    responses: { 200: ZDistributeResultSchema },
  }),
  exportLot: declareCall({
    method: 'POST',
    path: '/pagamento/exportarLoteSap',
    access: { roles: DISTRIBUTE },
    summary: 'A lot’s spreadsheet for SAP, in the documented layout',
    tag: 'payments',
    body: ZPaymentLotSchema,
    responses: { 200: ZExportFileSchema },
  }),
  importReturn: declareCall({
    method: 'POST',
    path: '/pagamento/importarRetornoSap',
    access: { roles: DISTRIBUTE },
    summary: 'SAP’s return of a lot (payment number, date, status) as an import job, with its error sheet',
    tag: 'payments',
    body: ZImportUploadSchema,
    responses: { 202: ZQueuedJobSchema },
  }),
  returnTemplate: declareCall({
    method: 'POST',
    path: '/pagamento/modeloRetornoSap',
    access: { roles: DISTRIBUTE },
    summary: 'The empty spreadsheet of SAP’s return, in the documented layout',
    tag: 'payments',
    body: z.object({}),
    responses: { 200: ZExportFileSchema },
  }),
  detailedBudget: declareCall({
    method: 'POST',
    path: '/pagamento/buscarVerbaDetalhada',
    access: { roles: DETAILED_BUDGET },
    summary: 'A lot’s ascertainments by customer and payer, with values and the map line each draws from',
    tag: 'payments',
    body: ZDetailedBudgetSchema,
    responses: { 200: ZDetailedBudgetResultSchema },
  }),
  report: declareCall({
    method: 'POST',
    path: '/pagamento/relatorio',
    access: { roles: REPORT },
    summary: 'The payments report: every item under the filters (at least one competence), paged',
    tag: 'payments',
    body: ZPaymentReportSchema,
    responses: { 200: pageOf(ZPaymentItemSchema) },
  }),
  exportReport: declareCall({
    method: 'POST',
    path: '/pagamento/exportarRelatorio',
    access: { roles: REPORT },
    summary: 'The payments report as a spreadsheet (at least one competence)',
    tag: 'payments',
    body: ZPaymentFiltersSchema,
    responses: { 200: ZExportFileSchema },
  }),
};
