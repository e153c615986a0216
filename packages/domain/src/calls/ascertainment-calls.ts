import { z } from 'zod';
import {
  ZAscertainmentApproveSchema,
  ZAscertainmentBulkResultSchema,
  ZAscertainmentBulkSchema,
  ZAscertainmentCalculateResultSchema,
  ZAscertainmentCalculateSchema,
  ZAscertainmentExtendSchema,
  ZAscertainmentFiltersSchema,
  ZAscertainmentInputRowSchema,
  ZAscertainmentInputSearchSchema,
  ZAscertainmentLineSchema,
  ZAscertainmentReproveSchema,
  ZAscertainmentRestoreSchema,
  ZAscertainmentRowSchema,
  ZAscertainmentSchema,
  ZAscertainmentSearchSchema,
  ZAscertainmentTabCountsSchema,
  ZAscertainmentValidateSchema,
  ZClaimDecisionSchema,
  ZClaimSaveSchema,
  ZClaimSchema,
} from '../ascertainment';
import { ZExportFileSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';

/** Everyone who works on ascertainments reads them (the screen's roles). */
const VIEW: Role[] = [
  'ROLE_VISUALIZAR_EDICAO_APURACAO',
  'ROLE_EDITAR_APURACAO_ACORDO',
  'ROLE_ENVIAR_APROVACAO_APURACAO',
  'ROLE_APROVAR_APURACOES',
  'ROLE_RESGATAR_APURACAO',
];
/** Calculating stores numbers from the period's data: the agreement calculation's edit role. */
const CALCULATE: Role[] = ['ROLE_EDITAR_CALCULO_ACORDO'];
const EDIT: Role[] = ['ROLE_EDITAR_APURACAO_ACORDO'];
const SEND: Role[] = ['ROLE_ENVIAR_APROVACAO_APURACAO'];
const APPROVE: Role[] = ['ROLE_APROVAR_APURACOES'];

/** `/trade-agreements-ascertainment`: the ascertainment of agreements (`/api/apuracao/`). */
export const ascertainmentCalls = {
  search: declareCall({
    method: 'POST',
    path: '/apuracao/buscarApuracoes',
    access: { roles: VIEW },
    summary: 'Ascertainments of one tab, filtered, paged and sorted (within the caller’s restrictions)',
    tag: 'ascertainment',
    body: ZAscertainmentSearchSchema,
    responses: { 200: pageOf(ZAscertainmentRowSchema) },
  }),
  tabCounts: declareCall({
    method: 'POST',
    path: '/apuracao/totalizadorAbas',
    access: { roles: VIEW },
    summary: 'How many ascertainments each tab holds under the filters',
    tag: 'ascertainment',
    body: ZAscertainmentFiltersSchema,
    responses: { 200: ZAscertainmentTabCountsSchema },
  }),
  get: declareCall({
    method: 'POST',
    path: '/apuracao/buscarPorId',
    access: { roles: VIEW },
    summary:
      'One ascertainment with its lever lines, values and steps; 404 outside the caller’s restrictions',
    tag: 'ascertainment',
    body: ZRecordIdSchema,
    responses: { 200: ZAscertainmentSchema },
  }),
  levers: declareCall({
    method: 'POST',
    path: '/apuracaopack/buscarAlavancasContrato',
    access: { roles: VIEW },
    summary: 'The lever lines of one ascertainment (values, steps, inconsistencies)',
    tag: 'ascertainment',
    body: ZRecordIdSchema,
    responses: { 200: z.object({ list: z.array(ZAscertainmentLineSchema) }) },
  }),
  inputs: declareCall({
    method: 'POST',
    path: '/apuracao/buscarLinhasEntrada',
    access: { roles: VIEW },
    summary: 'Why this number: the input rows a line summed (customer, SKU, competence, basis values), paged',
    tag: 'ascertainment',
    body: ZAscertainmentInputSearchSchema,
    responses: { 200: pageOf(ZAscertainmentInputRowSchema) },
  }),
  calculate: declareCall({
    method: 'POST',
    path: '/apuracao/calcular',
    access: { roles: CALCULATE },
    summary:
      'Calculates the ascertainments of a competence for one agreement (or every approved one): values, steps and input rows stored',
    tag: 'ascertainment',
    body: ZAscertainmentCalculateSchema,
    responses: { 200: ZAscertainmentCalculateResultSchema },
  }),
  validate: declareCall({
    method: 'POST',
    path: '/apuracao/validar',
    access: { roles: EDIT },
    summary:
      'Validates a lever line (a value other than the accurate one needs a justification); 409 when stale',
    tag: 'ascertainment',
    body: ZAscertainmentValidateSchema,
    responses: { 200: ZAscertainmentSchema },
  }),
  send: declareCall({
    method: 'POST',
    path: '/apuracao/enviarAprovacao',
    access: { roles: SEND },
    summary: 'Sends ascertainments to approval; unsigned agreements need confirmUnsigned',
    tag: 'ascertainment',
    body: ZAscertainmentBulkSchema,
    responses: { 200: ZAscertainmentBulkResultSchema },
  }),
  approve: declareCall({
    method: 'POST',
    path: '/apuracao/aprovar',
    access: { roles: APPROVE },
    summary:
      'Approves the current step of ascertainments whose step lists the caller (final values at approval)',
    tag: 'ascertainment',
    body: ZAscertainmentApproveSchema,
    responses: { 200: ZAscertainmentBulkResultSchema },
  }),
  extend: declareCall({
    method: 'POST',
    path: '/apuracao/prorrogar',
    access: { roles: APPROVE },
    summary:
      'Extends the deadline of an ascertainment not approved yet, with a justification; 409 when stale',
    tag: 'ascertainment',
    body: ZAscertainmentExtendSchema,
    responses: { 200: ZAscertainmentSchema },
  }),
  restore: declareCall({
    method: 'POST',
    path: '/apuracao/resgatar',
    access: { roles: ['ROLE_RESGATAR_APURACAO'] },
    summary: 'Restores an approved ascertainment to validation (final values cleared), with a justification',
    tag: 'ascertainment',
    body: ZAscertainmentRestoreSchema,
    responses: { 200: ZAscertainmentSchema },
  }),
  claim: declareCall({
    method: 'POST',
    path: '/apuracao/registrarReclamacao',
    access: { roles: EDIT },
    summary: 'Claims a complementary value on an approved ascertainment; the claim goes to its approval flow',
    tag: 'ascertainment',
    body: ZClaimSaveSchema,
    responses: { 200: ZClaimSchema },
  }),
  claimEvidence: declareCall({
    method: 'POST',
    path: '/apuracao/baixarEvidenciaReclamacao',
    access: { roles: VIEW },
    summary: 'Download the supporting document of a claim',
    tag: 'ascertainment',
    body: ZRecordIdSchema,
    responses: { 200: ZExportFileSchema },
  }),
  claims: declareCall({
    method: 'POST',
    path: '/apuracao/buscarReclamacoes',
    access: { roles: VIEW },
    summary: 'The claims of one ascertainment, newest first',
    tag: 'ascertainment',
    body: ZRecordIdSchema,
    responses: { 200: z.object({ list: z.array(ZClaimSchema) }) },
  }),
  approveClaim: declareCall({
    method: 'POST',
    path: '/apuracao/aprovarReclamacao',
    access: { roles: APPROVE },
    summary:
      'Approves the current step of a claim (its responsible only); after the last, the claim is approved',
    tag: 'ascertainment',
    body: ZClaimDecisionSchema,
    responses: { 200: ZClaimSchema },
  }),
  reproveClaim: declareCall({
    method: 'POST',
    path: '/apuracao/reprovarReclamacao',
    access: { roles: APPROVE },
    summary: 'Disapproves a claim, with a justification (the current step’s responsible only)',
    tag: 'ascertainment',
    body: ZClaimDecisionSchema,
    responses: { 200: ZClaimSchema },
  }),
  reprove: declareCall({
    method: 'POST',
    path: '/apuracao/reprovar',
    access: { roles: APPROVE },
    summary: 'Disapproves ascertainments whose current step lists the caller, with a justification',
    tag: 'ascertainment',
    body: ZAscertainmentReproveSchema,
    responses: { 200: ZAscertainmentBulkResultSchema },
  }),
};
