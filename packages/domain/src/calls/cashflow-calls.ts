import {
  ZCashflowFiltersSchema,
  ZCashflowRequestSchema,
  ZCashflowSchema,
  ZCashflowTabCountsSchema,
  ZDetachedDecisionSchema,
  ZDetachedJustifiedMoveSchema,
  ZDetachedMoveSchema,
  ZDetachedRowSchema,
  ZDetachedSaveSchema,
  ZDetachedSchema,
  ZDetachedSearchSchema,
} from '../cashflow';
import { ZExportFileSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';

/** Who reads detached ascertainments and their cash flow (approvers decide through these roles too). */
const VIEW: Role[] = ['ROLE_VISUALIZAR_APURACOES_AVULSO', 'ROLE_EDITAR_APURACAO_AVULSO'];
const EDIT: Role[] = ['ROLE_EDITAR_APURACAO_AVULSO'];
const tag = 'cashflow';

/** `/cashflow` and `/cashflow/newCounting` (`/api/apuracaoAvulsa/`): detached ascertainments. */
export const cashflowCalls = {
  search: declareCall({
    method: 'POST',
    path: '/apuracaoAvulsa/buscar',
    access: { roles: VIEW },
    summary: 'Detached ascertainments of a tab under the filters, paged, with their payment state',
    tag,
    body: ZDetachedSearchSchema,
    responses: { 200: pageOf(ZDetachedRowSchema) },
  }),
  tabCounts: declareCall({
    method: 'POST',
    path: '/apuracaoAvulsa/totalizadorAbas',
    access: { roles: VIEW },
    summary: 'How many detached ascertainments each tab holds under the filters',
    tag,
    body: ZCashflowFiltersSchema,
    responses: { 200: ZCashflowTabCountsSchema },
  }),
  get: declareCall({
    method: 'POST',
    path: '/apuracaoAvulsa/buscarPorId',
    access: { roles: VIEW },
    summary: 'One detached ascertainment with its evidence files and approval state',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZDetachedSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/apuracaoAvulsa/salvar',
    access: { roles: EDIT },
    summary:
      'Registers a detached ascertainment (customer, SAP payer, budget type, business unit, competence, value, justification, evidence) or edits one under validation (version required)',
    tag,
    body: ZDetachedSaveSchema,
    responses: { 200: ZDetachedSchema },
  }),
  send: declareCall({
    method: 'POST',
    path: '/apuracaoAvulsa/enviarAprovacao',
    access: { roles: EDIT },
    summary: 'Sends a detached ascertainment under validation to its approval flow (APURACAO_AVULSA)',
    tag,
    body: ZDetachedMoveSchema,
    responses: { 200: ZDetachedSchema },
  }),
  approve: declareCall({
    method: 'POST',
    path: '/apuracaoAvulsa/aprovar',
    access: { roles: VIEW },
    summary: 'Approves the current step (its responsible only); after the last one it is approved',
    tag,
    body: ZDetachedDecisionSchema,
    responses: { 200: ZDetachedSchema },
  }),
  disapprove: declareCall({
    method: 'POST',
    path: '/apuracaoAvulsa/reprovar',
    access: { roles: VIEW },
    summary: 'Disapproves it (the current step’s responsible only; justification required)',
    tag,
    body: ZDetachedJustifiedMoveSchema,
    responses: { 200: ZDetachedSchema },
  }),
  cancel: declareCall({
    method: 'POST',
    path: '/apuracaoAvulsa/cancelar',
    access: { roles: EDIT },
    summary: 'Cancels one under validation or disapproved, with a justification',
    tag,
    body: ZDetachedJustifiedMoveSchema,
    responses: { 200: ZDetachedSchema },
  }),
  evidence: declareCall({
    method: 'POST',
    path: '/apuracaoAvulsa/baixarEvidencia',
    access: { roles: VIEW },
    summary: 'Download one evidence file of a visible detached ascertainment',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZExportFileSchema },
  }),
  cashflow: declareCall({
    method: 'POST',
    path: '/apuracaoAvulsa/fluxoCaixa',
    access: { roles: VIEW },
    summary: 'The cash flow: per month and budget type, forecast, approved and paid money (range required)',
    tag,
    body: ZCashflowRequestSchema,
    responses: { 200: ZCashflowSchema },
  }),
  exportCashflow: declareCall({
    method: 'POST',
    path: '/apuracaoAvulsa/exportarFluxoCaixa',
    access: { roles: VIEW },
    summary: 'The cash flow as a spreadsheet, one row per month and budget type',
    tag,
    body: ZCashflowRequestSchema,
    responses: { 200: ZExportFileSchema },
  }),
};
