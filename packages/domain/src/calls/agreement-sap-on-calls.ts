import {
  ZSapOnExportSchema,
  ZSapOnImportResultSchema,
  ZSapOnLeverSchema,
  ZSapOnSaveSchema,
  ZSapOnSearchSchema,
} from '../agreement-sap-on';
import { ZExportFileSchema, ZImportUploadSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { declareCall } from './call';

const EDIT: Role[] = ['ROLE_EDITAR_ACORDO_COMERCIAL'];
/** Who sees agreements sees their conditions in SAP (the agreements calls' view roles). */
const VIEW: Role[] = [
  'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS',
  'ROLE_VISUALIZAR_EDICAO_ACORDOS_COMERCIAIS',
  'ROLE_APROVAR_ACORDO_COMERCIAL',
  'ROLE_CANCELAR_ACORDO_COMERCIAL',
  'ROLE_ENCERRAR_ACORDO_RETROATIVO',
  'ROLE_ENVIAR_APROVACAO_ACORDOS_COMERCIAIS',
  'ROLE_MANUTENCAO_ASSINATURA_ACORDOS',
  'ROLE_PRORROGAR_ACORDO_COMERCIAL',
  'ROLE_RELATORIO_CONSOLIDADO_ACORDOS',
  ...EDIT,
];
const tag = 'agreements';

/** ON agreements in SAP (`/agreements/agreementsOn-edit`): the ON levers and their SAP conditions. */
export const agreementSapOnCalls = {
  search: declareCall({
    method: 'POST',
    path: '/contrato/buscarAlavancasContratoSapOn',
    access: { roles: VIEW },
    summary:
      'The ON levers of approved agreements with their SAP condition state, paged and filtered (within the caller’s restrictions)',
    tag,
    body: ZSapOnSearchSchema,
    responses: { 200: pageOf(ZSapOnLeverSchema) },
  }),
  export: declareCall({
    method: 'POST',
    path: '/contrato/exportContratoSapOn',
    access: { roles: VIEW },
    summary: 'The ON levers under the list’s filters as the spreadsheet SAP’s team loads and answers',
    tag,
    body: ZSapOnExportSchema,
    responses: { 200: ZExportFileSchema },
  }),
  import: declareCall({
    method: 'POST',
    path: '/contrato/importarContratoSapOnTela',
    access: { roles: EDIT },
    summary:
      'Apply SAP’s answer file (state, condition number or refusal reason per lever) row by row; bad rows are listed',
    tag,
    body: ZImportUploadSchema,
    responses: { 200: ZSapOnImportResultSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/contrato/salvarCondicaoSapOn',
    access: { roles: EDIT },
    summary: 'Set the SAP condition of one ON lever by hand (with the version read: 409 when stale)',
    tag,
    body: ZSapOnSaveSchema,
    responses: { 200: ZSapOnLeverSchema },
  }),
};
