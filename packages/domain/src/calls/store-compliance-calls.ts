import { z } from 'zod';
import { ZExportFileSchema, ZImportUploadSchema, ZQueuedJobSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import {
  ZComplianceAbstractRowSchema,
  ZComplianceAbstractSearchSchema,
  ZComplianceDetailRowSchema,
  ZComplianceDetailSearchSchema,
  ZComplianceFiltersSchema,
  ZComplianceLeverOptionsSchema,
} from '../store-compliance-reports';
import {
  ZGoalQuestionOptionsSchema,
  ZTargetExecutionRemovalSchema,
  ZTargetExecutionSaveSchema,
  ZTargetExecutionSchema,
  ZTargetExecutionSearchSchema,
} from '../target-execution';
import { declareCall } from './call';

const VIEW: Role[] = ['ROLE_VISUALIZAR_EXECUCAO_META', 'ROLE_EDITAR_EXECUCAO_META'];
const EDIT: Role[] = ['ROLE_EDITAR_EXECUCAO_META'];
const REPORT: Role[] = ['ROLE_RELATORIO_COMPLIANCE_LOJAS_ACORDOS'];

/** `/calc/target-execution`: the goal-execution answers of the audited stores (`/api/execucaoMeta/`). */
export const targetExecutionCalls = {
  search: declareCall({
    method: 'POST',
    path: '/execucaoMeta/buscar',
    access: { roles: VIEW },
    summary: 'Goal-execution answers, paged and filtered (within the caller’s restrictions)',
    tag: 'calc',
    body: ZTargetExecutionSearchSchema,
    responses: { 200: pageOf(ZTargetExecutionSchema) },
  }),
  get: declareCall({
    method: 'POST',
    path: '/execucaoMeta/buscarPorId',
    access: { roles: VIEW },
    summary: 'One goal-execution answer; 404 outside the caller’s restrictions',
    tag: 'calc',
    body: ZRecordIdSchema,
    responses: { 200: ZTargetExecutionSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/execucaoMeta/salvar',
    access: { roles: EDIT },
    summary: 'Record a goal-execution answer, or change one (with the version read: 409 when stale)',
    tag: 'calc',
    body: ZTargetExecutionSaveSchema,
    responses: { 200: ZTargetExecutionSchema },
  }),
  remove: declareCall({
    method: 'POST',
    path: '/execucaoMeta/remover',
    access: { roles: EDIT },
    summary: 'Remove a goal-execution answer (with the version read: 409 when stale)',
    tag: 'calc',
    body: ZTargetExecutionRemovalSchema,
    responses: { 200: z.object({ id: z.number().int() }) },
  }),
  questions: declareCall({
    method: 'POST',
    path: '/execucaoMeta/buscarPerguntas',
    access: { roles: VIEW },
    summary: 'The active goal-execution questions with their answer types, for the answer form',
    tag: 'calc',
    responses: { 200: ZGoalQuestionOptionsSchema },
  }),
  template: declareCall({
    method: 'POST',
    path: '/execucaoMeta/modelo',
    access: { roles: VIEW },
    summary: 'The empty answers spreadsheet, with the rule of every column',
    tag: 'calc',
    responses: { 200: ZExportFileSchema },
  }),
  import: declareCall({
    method: 'POST',
    path: '/execucaoMeta/importar',
    access: { roles: EDIT },
    summary: 'Import answers from a spreadsheet (base64 JSON): a job on the imports and exports dashboard',
    tag: 'calc',
    body: ZImportUploadSchema,
    responses: { 202: ZQueuedJobSchema },
  }),
};

/** `/lever/details-report` and `/lever/abstract-report`: store compliance per lever (`/api/alavanca/`). */
export const complianceReportCalls = {
  detail: declareCall({
    method: 'POST',
    path: '/alavanca/relatorioDetalhesCompliance',
    access: { roles: REPORT },
    summary: 'Store compliance per lever of an agreement, period and audited store, paged',
    tag: 'levers',
    body: ZComplianceDetailSearchSchema,
    responses: { 200: pageOf(ZComplianceDetailRowSchema) },
  }),
  detailExport: declareCall({
    method: 'POST',
    path: '/alavanca/exportarRelatorioDetalhesCompliance',
    access: { roles: REPORT },
    summary: 'The detail report under the filters as a spreadsheet (decimals as text)',
    tag: 'levers',
    body: ZComplianceFiltersSchema,
    responses: { 200: ZExportFileSchema },
  }),
  abstract: declareCall({
    method: 'POST',
    path: '/alavanca/relatorioResumoCompliance',
    access: { roles: REPORT },
    summary: 'Store compliance per lever of an agreement and period: audited, compliant, %, threshold',
    tag: 'levers',
    body: ZComplianceAbstractSearchSchema,
    responses: { 200: pageOf(ZComplianceAbstractRowSchema) },
  }),
  abstractExport: declareCall({
    method: 'POST',
    path: '/alavanca/exportarRelatorioResumoCompliance',
    access: { roles: REPORT },
    summary: 'The summary report under the filters as a spreadsheet (decimals as text)',
    tag: 'levers',
    body: ZComplianceFiltersSchema,
    responses: { 200: ZExportFileSchema },
  }),
  levers: declareCall({
    method: 'POST',
    path: '/alavanca/buscarAlavancasCompliance',
    access: { roles: REPORT },
    summary: 'The store-compliance levers of the catalogue within the caller’s channels, for the filter',
    tag: 'levers',
    responses: { 200: ZComplianceLeverOptionsSchema },
  }),
};
