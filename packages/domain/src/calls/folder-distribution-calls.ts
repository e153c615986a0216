import {
  ZCoordinatorSchema,
  ZCoordinatorSearchSchema,
  ZFolderAssignmentsSaveSchema,
  ZFolderAssignmentsSchema,
  ZFolderDistributionSaveSchema,
  ZFolderDistributionSchema,
} from '../folder-distribution';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';
import { FOLDER_COUNTING_VIEW_ROLES } from './folder-counting-calls';

/** Who divides a folder's money among coordinators (spec section 6, distribute-money). */
export const FOLDER_DISTRIBUTION_EDIT_ROLES: Role[] = [
  'ROLE_EDITAR_DISTRIBUICAO_COORDENADOR',
  'ROLE_EDITAR_APURACAO_PASTA',
];

/** Everyone who works on a folder's counting reads its distribution and assignments. */
const READ_ROLES = FOLDER_COUNTING_VIEW_ROLES;

/**
 * `/counting/distribute-money` and `/counting/assignActions` (`/api/apuracaoPasta/`): an approved
 * folder's money divided among regional coordinators, and their actions assigned to customers.
 */
export const folderDistributionCalls = {
  getDistribution: declareCall({
    method: 'POST',
    path: '/apuracaoPasta/buscarDistribuicao',
    access: { roles: READ_ROLES },
    summary: 'An approved folder’s money and its distribution among regional coordinators',
    tag: 'folder-distribution',
    body: ZRecordIdSchema,
    responses: { 200: ZFolderDistributionSchema },
  }),
  saveDistribution: declareCall({
    method: 'POST',
    path: '/apuracaoPasta/salvarDistribuicao',
    access: { roles: FOLDER_DISTRIBUTION_EDIT_ROLES },
    summary: 'Saves the distribution of a folder’s money: the shares must add up to its total exactly',
    tag: 'folder-distribution',
    body: ZFolderDistributionSaveSchema,
    responses: { 200: ZFolderDistributionSchema },
  }),
  searchCoordinators: declareCall({
    method: 'POST',
    path: '/apuracaoPasta/buscarCoordenadores',
    access: { roles: FOLDER_DISTRIBUTION_EDIT_ROLES },
    summary: 'Active users to name as a region’s coordinator, by name or login (the first 20)',
    tag: 'folder-distribution',
    body: ZCoordinatorSearchSchema,
    responses: { 200: ZCoordinatorSchema.array() },
  }),
  getAssignments: declareCall({
    method: 'POST',
    path: '/apuracaoPasta/buscarAtribuicoes',
    access: { roles: READ_ROLES },
    summary: 'An approved folder’s coordinators with their share and the actions they assigned to customers',
    tag: 'folder-distribution',
    body: ZRecordIdSchema,
    responses: { 200: ZFolderAssignmentsSchema },
  }),
  saveAssignments: declareCall({
    method: 'POST',
    path: '/apuracaoPasta/salvarAtribuicoes',
    access: { roles: ['ROLE_EDITAR_APURACAO_PASTA'] },
    summary: 'Saves one coordinator’s assignments of the folder’s actions to customers, within his share',
    tag: 'folder-distribution',
    body: ZFolderAssignmentsSaveSchema,
    responses: { 200: ZFolderAssignmentsSchema },
  }),
};
