import {
  ZEvidenceImportResultSchema,
  ZEvidenceImportSchema,
  ZEvidenceListSchema,
  ZEvidenceRemoveSchema,
} from '../ascertainment-evidence';
import { ZMessageEnvelopeSchema } from '../errors';
import { ZExportFileSchema } from '../import-export-jobs';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';

/** Everyone who works on ascertainments reads their evidence (the screen's roles). */
const VIEW: Role[] = [
  'ROLE_VISUALIZAR_EDICAO_APURACAO',
  'ROLE_EDITAR_APURACAO_ACORDO',
  'ROLE_ENVIAR_APROVACAO_APURACAO',
  'ROLE_APROVAR_APURACOES',
  'ROLE_RESGATAR_APURACAO',
];
const EDIT: Role[] = ['ROLE_EDITAR_APURACAO_ACORDO'];
const tag = 'ascertainment';

/** The evidence files of an ascertainment (`/api/apuracao/`). */
export const ascertainmentEvidenceCalls = {
  import: declareCall({
    method: 'POST',
    path: '/apuracao/importarEvidencias',
    access: { roles: EDIT },
    summary:
      'Import a ZIP of evidence (PDF, JPG, PPT named agreementId_month_year_sequence); every file is checked, all kept or none',
    tag,
    body: ZEvidenceImportSchema,
    responses: { 200: ZEvidenceImportResultSchema },
  }),
  list: declareCall({
    method: 'POST',
    path: '/apuracao/listarEvidencias',
    access: { roles: VIEW },
    summary: 'The evidence files of an ascertainment, removed ones included',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZEvidenceListSchema },
  }),
  download: declareCall({
    method: 'POST',
    path: '/apuracao/baixarEvidencia',
    access: { roles: VIEW },
    summary: 'Download one evidence file (by its id)',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZExportFileSchema },
  }),
  remove: declareCall({
    method: 'POST',
    path: '/apuracao/removerEvidencia',
    access: { roles: EDIT },
    summary: 'Remove an evidence file with a justification (kept in the history)',
    tag,
    body: ZEvidenceRemoveSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
};
