import { z } from 'zod';
import {
  ZAdditionDecisionSchema,
  ZAdditionRequestSchema,
  ZAdditionSchema,
  ZConsolidatedFiltersSchema,
  ZConsolidatedRowSchema,
  ZMapLineSaveSchema,
  ZMapLineSchema,
  ZMapSearchSchema,
} from '../budget-map';
import { ZExportFileSchema, ZImportUploadSchema, ZQueuedJobSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import {
  ZSheetPreviewIdSchema,
  ZSheetPreviewRowsRequestSchema,
  ZSheetPreviewRowsSchema,
  ZSheetPreviewSchema,
} from '../sheet-previews';
import { declareCall } from './call';

const VIEW: Role[] = ['ROLE_VISUALIZAR_MAPA_BOA', 'ROLE_EDITAR_MAPA_BOA'];
const EDIT: Role[] = ['ROLE_EDITAR_MAPA_BOA'];
const tag = 'budget-map';

/** `/payments/map`: the budget map (BOA), its additions and its consolidated report (`/api/mapaboa/`). */
export const budgetMapCalls = {
  search: declareCall({
    method: 'POST',
    path: '/mapaboa/buscar',
    access: { roles: VIEW },
    summary: 'Map lines of a year under the filters, paged, with each month’s and the year’s balances',
    tag,
    body: ZMapSearchSchema,
    responses: { 200: pageOf(ZMapLineSchema) },
  }),
  get: declareCall({
    method: 'POST',
    path: '/mapaboa/buscarLinha',
    access: { roles: VIEW },
    summary: 'One map line with its balances',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZMapLineSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/mapaboa/salvar',
    access: { roles: EDIT },
    summary:
      'Creates a line with its twelve monthly budgets, or changes a line’s budgets and active flag (version required); each change is a ledger row',
    tag,
    body: ZMapLineSaveSchema,
    responses: { 200: ZMapLineSchema },
  }),
  requestAddition: declareCall({
    method: 'POST',
    path: '/mapaboa/solicitarAdicao',
    access: { roles: EDIT },
    summary:
      'Requests adding or removing money on a line’s month, with a justification and a PDF or image evidence; sent to the approval engine (ADICAO_VERBA)',
    tag,
    body: ZAdditionRequestSchema,
    responses: { 200: ZAdditionSchema },
  }),
  additions: declareCall({
    method: 'POST',
    path: '/mapaboa/buscarAdicoes',
    access: { roles: VIEW },
    summary: 'The additions and removals requested on a line, with their approval state',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: z.object({ list: z.array(ZAdditionSchema) }) },
  }),
  approveAddition: declareCall({
    method: 'POST',
    path: '/mapaboa/aprovarAdicao',
    access: { roles: VIEW },
    summary:
      'Approves the current step of an addition (its responsible only); after the last, the money is a ledger row',
    tag,
    body: ZAdditionDecisionSchema,
    responses: { 200: ZAdditionSchema },
  }),
  reproveAddition: declareCall({
    method: 'POST',
    path: '/mapaboa/reprovarAdicao',
    access: { roles: VIEW },
    summary: 'Disapproves an addition (its current step’s responsible only; justification required)',
    tag,
    body: ZAdditionDecisionSchema,
    responses: { 200: ZAdditionSchema },
  }),
  additionEvidence: declareCall({
    method: 'POST',
    path: '/mapaboa/baixarEvidenciaAdicao',
    access: { roles: VIEW },
    summary: 'Download the evidence file of an addition',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZExportFileSchema },
  }),
  report: declareCall({
    method: 'POST',
    path: '/mapaboa/relatorioConsolidado',
    access: { roles: VIEW },
    summary:
      'Consolidated report: per line and month, budget, additions, removals, reserved, paid, available and the references behind them (channel and commodity required)',
    tag,
    body: ZConsolidatedFiltersSchema,
    responses: { 200: z.object({ list: z.array(ZConsolidatedRowSchema) }) },
  }),
  exportReport: declareCall({
    method: 'POST',
    path: '/mapaboa/exportarRelatorioConsolidado',
    access: { roles: VIEW },
    summary: 'The consolidated report as a spreadsheet (channel and commodity required)',
    tag,
    body: ZConsolidatedFiltersSchema,
    responses: { 200: ZExportFileSchema },
  }),
  exportSheet: declareCall({
    method: 'POST',
    path: '/mapaboa/exportarPlanilha',
    access: { roles: VIEW },
    summary:
      'The lines under the filters as the spreadsheet the upload takes back: the key and the twelve monthly budgets',
    tag,
    body: ZMapSearchSchema.omit({ page: true, pageSize: true, direction: true }),
    responses: { 200: ZExportFileSchema },
  }),
  previewSheet: declareCall({
    method: 'POST',
    path: '/mapaboa/previaPlanilha',
    access: { roles: EDIT },
    summary:
      'Uploads the spreadsheet and compares each row with the map (new, changed, unchanged, refused with its reasons); nothing is applied',
    tag,
    body: ZImportUploadSchema,
    responses: { 200: ZSheetPreviewSchema },
  }),
  previewRows: declareCall({
    method: 'POST',
    path: '/mapaboa/linhasPrevia',
    access: { roles: EDIT },
    summary: 'One outcome’s rows of the caller’s uploaded spreadsheet, paged',
    tag,
    body: ZSheetPreviewRowsRequestSchema,
    responses: { 200: ZSheetPreviewRowsSchema },
  }),
  applySheet: declareCall({
    method: 'POST',
    path: '/mapaboa/aplicarPlanilha',
    access: { roles: EDIT },
    summary:
      'Applies the previewed spreadsheet as a job of the imports and exports dashboard (one transaction); an upload is applied once',
    tag,
    body: ZSheetPreviewIdSchema,
    responses: { 202: ZQueuedJobSchema },
  }),
};
