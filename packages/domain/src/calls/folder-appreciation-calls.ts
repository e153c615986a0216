import {
  ZFolderAppreciationListRowSchema,
  ZFolderAppreciationMoveSchema,
  ZFolderAppreciationSaveSchema,
  ZFolderAppreciationSchema,
  ZFolderAppreciationSearchSchema,
} from '../folder-appreciation';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';

/** Who reads a folder's appreciation (spec section 6, appreciation roles). */
export const FOLDER_APPRECIATION_VIEW_ROLES: Role[] = [
  'ROLE_EDITAR_VALORIZACAO_PASTA',
  'ROLE_VISUALIZAR_VALORIZACAO_PASTA',
];

/** `/appreciation` (`/api/valorizacaoPasta/`): an approved counting turned into money, and its confirmation. */
export const folderAppreciationCalls = {
  search: declareCall({
    method: 'POST',
    path: '/valorizacaoPasta/buscar',
    access: { roles: FOLDER_APPRECIATION_VIEW_ROLES },
    summary:
      'Folders with an approved counting and their appreciation, within the caller’s channels and business units, paged',
    tag: 'folder-appreciation',
    body: ZFolderAppreciationSearchSchema,
    responses: { 200: pageOf(ZFolderAppreciationListRowSchema) },
  }),
  get: declareCall({
    method: 'POST',
    path: '/valorizacaoPasta/buscarPorPasta',
    access: { roles: FOLDER_APPRECIATION_VIEW_ROLES },
    summary: 'One folder’s appreciation: per counted action its executed rows and their appreciated value',
    tag: 'folder-appreciation',
    body: ZRecordIdSchema,
    responses: { 200: ZFolderAppreciationSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/valorizacaoPasta/salvar',
    access: { roles: ['ROLE_EDITAR_VALORIZACAO_PASTA'] },
    summary:
      'Saves a folder’s appreciation in register, by volume or by category percentage: its rows replaced',
    tag: 'folder-appreciation',
    body: ZFolderAppreciationSaveSchema,
    responses: { 200: ZFolderAppreciationSchema },
  }),
  confirm: declareCall({
    method: 'POST',
    path: '/valorizacaoPasta/confirmar',
    access: { roles: ['ROLE_EDITAR_VALORIZACAO_PASTA'] },
    summary: 'Confirms a folder’s appreciation (at least one row): it is finished',
    tag: 'folder-appreciation',
    body: ZFolderAppreciationMoveSchema,
    responses: { 200: ZFolderAppreciationSchema },
  }),
  reopen: declareCall({
    method: 'POST',
    path: '/valorizacaoPasta/reabrir',
    access: { roles: ['ROLE_EDITAR_VALORIZACAO_PASTA'] },
    summary: 'Puts a confirmed appreciation back in register to be changed',
    tag: 'folder-appreciation',
    body: ZFolderAppreciationMoveSchema,
    responses: { 200: ZFolderAppreciationSchema },
  }),
};
