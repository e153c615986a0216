import { ZMessageEnvelopeSchema } from '../errors';
import { ZExportFileSchema } from '../import-export-jobs';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { ZSignatureImportSchema, ZSignatureListSchema, ZSignatureSchema } from '../signatures';
import { declareCall } from './call';

const MAINTAIN: Role[] = ['ROLE_MANUTENCAO_ASSINATURA_ACORDOS'];
const VIEW: Role[] = [
  ...MAINTAIN,
  'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS',
  'ROLE_VISUALIZAR_EDICAO_ACORDOS_COMERCIAIS',
  'ROLE_EDITAR_ACORDO_COMERCIAL',
  'ROLE_APROVAR_ACORDO_COMERCIAL',
];
const tag = 'signatures';

/** The signed files of an agreement (`/assinatura/`). */
export const signatureCalls = {
  import: declareCall({
    method: 'POST',
    path: '/assinatura/importar',
    access: { roles: MAINTAIN },
    summary: 'Import the signed file of an approved agreement (PDF); the agreement becomes signed',
    tag,
    body: ZSignatureImportSchema,
    responses: { 200: ZSignatureSchema },
  }),
  list: declareCall({
    method: 'POST',
    path: '/assinatura/listar',
    access: { roles: VIEW },
    summary: 'The signature history of an agreement: every file imported, and those removed',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZSignatureListSchema },
  }),
  export: declareCall({
    method: 'POST',
    path: '/assinatura/exportar',
    access: { roles: VIEW },
    summary: 'Download a signed file (by the signature’s id)',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZExportFileSchema },
  }),
  remove: declareCall({
    method: 'POST',
    path: '/assinatura/excluir',
    access: { roles: MAINTAIN },
    summary:
      'Remove a signed file (kept in the history); without another, the agreement awaits signature again',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
};
