import {
  ZSapOnExportSchema,
  ZSapOnImportResultSchema,
  ZSapOnLeverSchema,
  ZSapOnSaveSchema,
  ZSapOnSearchSchema,
} from '../agreement-sap-on';
import { ZExportFileSchema, ZImportUploadSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import { AGREEMENT_EDIT_ROLES, AGREEMENT_VIEW_ROLES } from './agreements-calls';
import { declareCall } from './call';

// Who sees agreements sees their conditions in SAP; who edits agreements answers for SAP.
const VIEW = AGREEMENT_VIEW_ROLES;
const EDIT = AGREEMENT_EDIT_ROLES;
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
