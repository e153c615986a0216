import {
  ZCycleFolderAddendaSchema,
  ZCycleFolderAddendumSaveSchema,
  ZCycleFolderAddendumSchema,
} from '../cycle-folder-addenda';
import {
  ZCycleFolderDecisionSchema,
  ZCycleFolderDisapprovalSchema,
  ZCycleFolderMoveSchema,
} from '../cycle-folders';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';
import { CYCLE_FOLDER_VIEW_ROLES } from './cycle-folder-calls';

/** Writing and sending an addendum; with the folder's planning closed the service asks the approve role too. */
const WRITE: Role[] = ['ROLE_EDITAR_PASTA_CICLO'];
const DECIDE: Role[] = ['ROLE_APROVAR_PASTA_CICLO'];
const tag = 'cycle-folder';

/** `/cycleFolder` addenda (`/api/pastaCiclo/…Aditivo`): numbered changes to an approved folder. */
export const cycleFolderAddendumCalls = {
  search: declareCall({
    method: 'POST',
    path: '/pastaCiclo/buscarAditivos',
    access: { roles: CYCLE_FOLDER_VIEW_ROLES },
    summary: 'The addenda of a folder (its id), newest first, each with its changes and approval step',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZCycleFolderAddendaSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/pastaCiclo/salvarAditivo',
    access: { roles: WRITE },
    summary:
      'Opens an addendum of an approved folder, or changes one in register: new actions, replans, cancellations',
    tag,
    body: ZCycleFolderAddendumSaveSchema,
    responses: { 200: ZCycleFolderAddendumSchema },
  }),
  remove: declareCall({
    method: 'POST',
    path: '/pastaCiclo/excluirAditivo',
    access: { roles: WRITE },
    summary: 'Deletes an addendum in register (its id and version); answers the folder’s addenda left',
    tag,
    body: ZCycleFolderMoveSchema,
    responses: { 200: ZCycleFolderAddendaSchema },
  }),
  sendToApproval: declareCall({
    method: 'POST',
    path: '/pastaCiclo/enviarAprovacaoAditivo',
    access: { roles: WRITE },
    summary:
      'Sends an addendum to the cycle folder flow; refused when its lines cannot take its net increase',
    tag,
    body: ZCycleFolderMoveSchema,
    responses: { 200: ZCycleFolderAddendumSchema },
  }),
  approve: declareCall({
    method: 'POST',
    path: '/pastaCiclo/aprovarAditivo',
    access: { roles: DECIDE },
    summary:
      'Approves the addendum’s current step; the last step applies it to the folder and its reservations',
    tag,
    body: ZCycleFolderDecisionSchema,
    responses: { 200: ZCycleFolderAddendumSchema },
  }),
  disapprove: declareCall({
    method: 'POST',
    path: '/pastaCiclo/reprovarAditivo',
    access: { roles: DECIDE },
    summary: 'Disapproves the addendum with a justification; the folder stays as it was',
    tag,
    body: ZCycleFolderDisapprovalSchema,
    responses: { 200: ZCycleFolderAddendumSchema },
  }),
};
