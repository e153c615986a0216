import {
  ZFolderCountingDecisionSchema,
  ZFolderCountingDisapprovalSchema,
  ZFolderCountingListRowSchema,
  ZFolderCountingMoveSchema,
  ZFolderCountingSaveSchema,
  ZFolderCountingSchema,
  ZFolderCountingSearchSchema,
} from '../folder-counting';
import { ZExportFileSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';

/**
 * Everyone who works on a folder's counting reads it (spec section 6, counting roles: the
 * coordinator distribution's too, which opens `/counting` to reach the folders it distributes).
 */
export const FOLDER_COUNTING_VIEW_ROLES: Role[] = [
  'ROLE_APROVAR_APURACAO_PASTA',
  'ROLE_EDITAR_APURACAO_PASTA',
  'ROLE_ENVIAR_APROVACAO_APURACAO_PASTA',
  'ROLE_VISUALIZAR_APURACAO_PASTA',
  'ROLE_EDITAR_DISTRIBUICAO_COORDENADOR',
];

/** `/counting` (`/api/apuracaoPasta/`): what an approved folder executed, and its approval. */
export const folderCountingCalls = {
  search: declareCall({
    method: 'POST',
    path: '/apuracaoPasta/buscar',
    access: { roles: FOLDER_COUNTING_VIEW_ROLES },
    summary:
      'Approved and closed folders with their counting, within the caller’s channels and business units, paged',
    tag: 'folder-counting',
    body: ZFolderCountingSearchSchema,
    responses: { 200: pageOf(ZFolderCountingListRowSchema) },
  }),
  get: declareCall({
    method: 'POST',
    path: '/apuracaoPasta/buscarPorPasta',
    access: { roles: FOLDER_COUNTING_VIEW_ROLES },
    summary: 'One folder’s counting: per action the plan and the executed rows, totals and the approval step',
    tag: 'folder-counting',
    body: ZRecordIdSchema,
    responses: { 200: ZFolderCountingSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/apuracaoPasta/salvar',
    access: { roles: ['ROLE_EDITAR_APURACAO_PASTA'] },
    summary: 'Saves a folder’s counting in register or disapproved: its rows replaced, with their documents',
    tag: 'folder-counting',
    body: ZFolderCountingSaveSchema,
    responses: { 200: ZFolderCountingSchema },
  }),
  sendToApproval: declareCall({
    method: 'POST',
    path: '/apuracaoPasta/enviarAprovacao',
    access: { roles: ['ROLE_ENVIAR_APROVACAO_APURACAO_PASTA'] },
    summary: 'Sends a folder’s counting (at least one row) to the folder counting approval flow',
    tag: 'folder-counting',
    body: ZFolderCountingMoveSchema,
    responses: { 200: ZFolderCountingSchema },
  }),
  approve: declareCall({
    method: 'POST',
    path: '/apuracaoPasta/aprovar',
    access: { roles: ['ROLE_APROVAR_APURACAO_PASTA'] },
    summary: 'Approves the counting’s current step (its responsible only)',
    tag: 'folder-counting',
    body: ZFolderCountingDecisionSchema,
    responses: { 200: ZFolderCountingSchema },
  }),
  disapprove: declareCall({
    method: 'POST',
    path: '/apuracaoPasta/reprovar',
    access: { roles: ['ROLE_APROVAR_APURACAO_PASTA'] },
    summary: 'Disapproves the counting with a justification; it can be changed and sent again',
    tag: 'folder-counting',
    body: ZFolderCountingDisapprovalSchema,
    responses: { 200: ZFolderCountingSchema },
  }),
  document: declareCall({
    method: 'POST',
    path: '/apuracaoPasta/baixarEvidencia',
    access: { roles: FOLDER_COUNTING_VIEW_ROLES },
    summary: 'Download the supporting document of a counting row',
    tag: 'folder-counting',
    body: ZRecordIdSchema,
    responses: { 200: ZExportFileSchema },
  }),
};
