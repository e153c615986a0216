import { z } from 'zod';
import {
  ZCycleFolderDecisionSchema,
  ZCycleFolderDisapprovalSchema,
  ZCycleFolderLineOptionSchema,
  ZCycleFolderLinesRequestSchema,
  ZCycleFolderMoveSchema,
  ZCycleFolderRowSchema,
  ZCycleFolderSaveSchema,
  ZCycleFolderSchema,
  ZCycleFolderSearchSchema,
} from '../cycle-folders';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';

/** Everyone who works on folders reads them (spec section 6, cycle folder roles). */
export const CYCLE_FOLDER_VIEW_ROLES: Role[] = [
  'ROLE_ABRIR_PASTA_CICLO',
  'ROLE_FECHAR_PASTA_CICLO',
  'ROLE_APROVAR_PASTA_CICLO',
  'ROLE_EDITAR_PASTA_CICLO',
  'ROLE_VISUALIZAR_PASTA_CICLO',
];
/** Opening a folder is creating it; editing changes one in register (the service tells them apart). */
const SAVE: Role[] = ['ROLE_ABRIR_PASTA_CICLO', 'ROLE_EDITAR_PASTA_CICLO'];
const SEND: Role[] = ['ROLE_EDITAR_PASTA_CICLO'];
const DECIDE: Role[] = ['ROLE_APROVAR_PASTA_CICLO'];
const CLOSE: Role[] = ['ROLE_FECHAR_PASTA_CICLO'];
const REOPEN: Role[] = ['ROLE_ABRIR_PASTA_CICLO'];

/** `/cycleFolder` (`/api/pastaCiclo/`): planning and its approval. */
export const cycleFolderCalls = {
  search: declareCall({
    method: 'POST',
    path: '/pastaCiclo/buscar',
    access: { roles: CYCLE_FOLDER_VIEW_ROLES },
    summary: 'Cycle folders under the filters, within the caller’s channels and business units, paged',
    tag: 'cycle-folder',
    body: ZCycleFolderSearchSchema,
    responses: { 200: pageOf(ZCycleFolderRowSchema) },
  }),
  get: declareCall({
    method: 'POST',
    path: '/pastaCiclo/buscarPorId',
    access: { roles: CYCLE_FOLDER_VIEW_ROLES },
    summary: 'One cycle folder with its actions, what each holds reserved and its approval step',
    tag: 'cycle-folder',
    body: ZRecordIdSchema,
    responses: { 200: ZCycleFolderSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/pastaCiclo/salvar',
    access: { roles: SAVE },
    summary: 'Opens a folder, or changes one in register or disapproved: its actions replanned or cancelled',
    tag: 'cycle-folder',
    body: ZCycleFolderSaveSchema,
    responses: { 200: ZCycleFolderSchema },
  }),
  mapLines: declareCall({
    method: 'POST',
    path: '/pastaCiclo/buscarLinhasMapa',
    access: { roles: SAVE },
    summary:
      'The active map lines of a year, channel and business unit, with the available money of the cycle’s month',
    tag: 'cycle-folder',
    body: ZCycleFolderLinesRequestSchema,
    responses: { 200: z.array(ZCycleFolderLineOptionSchema) },
  }),
  sendToApproval: declareCall({
    method: 'POST',
    path: '/pastaCiclo/enviarAprovacao',
    access: { roles: SEND },
    summary: 'Sends a folder to the cycle folder approval flow; refused when its lines cannot cover the plan',
    tag: 'cycle-folder',
    body: ZCycleFolderMoveSchema,
    responses: { 200: ZCycleFolderSchema },
  }),
  approve: declareCall({
    method: 'POST',
    path: '/pastaCiclo/aprovar',
    access: { roles: DECIDE },
    summary: 'Approves the folder’s current step; the last step reserves each action’s investment on the map',
    tag: 'cycle-folder',
    body: ZCycleFolderDecisionSchema,
    responses: { 200: ZCycleFolderSchema },
  }),
  disapprove: declareCall({
    method: 'POST',
    path: '/pastaCiclo/reprovar',
    access: { roles: DECIDE },
    summary: 'Disapproves the folder with a justification; it can be changed and sent again',
    tag: 'cycle-folder',
    body: ZCycleFolderDisapprovalSchema,
    responses: { 200: ZCycleFolderSchema },
  }),
  closePlanning: declareCall({
    method: 'POST',
    path: '/pastaCiclo/fecharPlanejamento',
    access: { roles: CLOSE },
    summary: 'Closes an approved folder’s planning: from then on it changes only through addenda',
    tag: 'cycle-folder',
    body: ZCycleFolderMoveSchema,
    responses: { 200: ZCycleFolderSchema },
  }),
  reopenPlanning: declareCall({
    method: 'POST',
    path: '/pastaCiclo/abrirPlanejamento',
    access: { roles: REOPEN },
    summary: 'Opens an approved folder’s closed planning again',
    tag: 'cycle-folder',
    body: ZCycleFolderMoveSchema,
    responses: { 200: ZCycleFolderSchema },
  }),
  close: declareCall({
    method: 'POST',
    path: '/pastaCiclo/encerrar',
    access: { roles: CLOSE },
    summary: 'Closes an approved folder, releasing on the map what its actions still hold reserved',
    tag: 'cycle-folder',
    body: ZCycleFolderMoveSchema,
    responses: { 200: ZCycleFolderSchema },
  }),
};
