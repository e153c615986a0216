import { pageOf } from '../paging';
import type { Role } from '../permissions';
import {
  ZFlagDeactivationSchema,
  ZFlagSaveSchema,
  ZFlagSchema,
  ZFlagSearchSchema,
  ZMigrationDecisionSchema,
  ZMigrationDisapprovalSchema,
  ZMigrationExclusionSchema,
  ZMigrationRequestSchema,
  ZMigrationRestoreSchema,
  ZMigrationRowSchema,
  ZMigrationSearchSchema,
  ZOnBudgetTypeSchema,
} from '../promo-migration';
import { declareCall } from './call';

/** Everyone who works on client migrations reads them (spec section 6, "Migration"). */
export const PROMO_MIGRATION_VIEW_ROLES: Role[] = [
  'ROLE_APROVAR_MIGRACAO_CLIENTE',
  'ROLE_EDITAR_MIGRACAO_CLIENTE',
  'ROLE_VISUALIZAR_MIGRACAO_CLIENTE',
];
const EDIT: Role[] = ['ROLE_EDITAR_MIGRACAO_CLIENTE'];
const APPROVE: Role[] = ['ROLE_APROVAR_MIGRACAO_CLIENTE'];

/** `/migration` (`/api/migracao/`): holdings' promo OFF funds and their migration to ON. */
export const promoMigrationCalls = {
  search: declareCall({
    method: 'POST',
    path: '/migracao/buscar',
    access: { roles: PROMO_MIGRATION_VIEW_ROLES },
    summary:
      'Holdings with promo OFF lines on the map in a year, per channel, with their OFF money and migration status, paged',
    tag: 'promo-migration',
    body: ZMigrationSearchSchema,
    responses: { 200: pageOf(ZMigrationRowSchema) },
  }),
  onBudgetTypes: declareCall({
    method: 'POST',
    path: '/migracao/buscarTiposVerbaOn',
    access: { roles: PROMO_MIGRATION_VIEW_ROLES },
    summary: 'The active budget types of payment type ON, that a migration may send money to',
    tag: 'promo-migration',
    responses: { 200: ZOnBudgetTypeSchema.array() },
  }),
  request: declareCall({
    method: 'POST',
    path: '/migracao/solicitar',
    access: { roles: EDIT },
    summary:
      'Asks the migration of a holding’s OFF funds from a competence on, on the migration approval flow',
    tag: 'promo-migration',
    body: ZMigrationRequestSchema,
    responses: { 200: ZMigrationRowSchema },
  }),
  approve: declareCall({
    method: 'POST',
    path: '/migracao/aprovar',
    access: { roles: APPROVE },
    summary:
      'Approves the migration’s current step; the last one moves the OFF money to ON and switches the agreements’ levers',
    tag: 'promo-migration',
    body: ZMigrationDecisionSchema,
    responses: { 200: ZMigrationRowSchema },
  }),
  disapprove: declareCall({
    method: 'POST',
    path: '/migracao/reprovar',
    access: { roles: APPROVE },
    summary: 'Disapproves the migration with a justification; the holding is not migrated again',
    tag: 'promo-migration',
    body: ZMigrationDisapprovalSchema,
    responses: { 200: ZMigrationRowSchema },
  }),
  exclude: declareCall({
    method: 'POST',
    path: '/migracao/excluir',
    access: { roles: EDIT },
    summary: 'Takes a holding not migrated out of the migration list, with a justification',
    tag: 'promo-migration',
    body: ZMigrationExclusionSchema,
    responses: { 200: ZMigrationRowSchema },
  }),
  restore: declareCall({
    method: 'POST',
    path: '/migracao/restaurar',
    access: { roles: EDIT },
    summary: 'Brings an excluded holding back to the list, not migrated',
    tag: 'promo-migration',
    body: ZMigrationRestoreSchema,
    responses: { 200: ZMigrationRowSchema },
  }),
};

/** `/new-flag` (`/api/novaBandeira/`): new flags (banners) of a holding, born on the ON model. */
export const newFlagCalls = {
  search: declareCall({
    method: 'POST',
    path: '/novaBandeira/buscar',
    access: { roles: PROMO_MIGRATION_VIEW_ROLES },
    summary: 'The holdings’ new flags, active ones unless inactive ones are asked for, paged',
    tag: 'promo-migration',
    body: ZFlagSearchSchema,
    responses: { 200: pageOf(ZFlagSchema) },
  }),
  save: declareCall({
    method: 'POST',
    path: '/novaBandeira/salvar',
    access: { roles: EDIT },
    summary: 'Registers a new flag of a holding (or changes one), on the ON model from its competence',
    tag: 'promo-migration',
    body: ZFlagSaveSchema,
    responses: { 200: ZFlagSchema },
  }),
  deactivate: declareCall({
    method: 'POST',
    path: '/novaBandeira/inativar',
    access: { roles: EDIT },
    summary: 'Deactivates a flag',
    tag: 'promo-migration',
    body: ZFlagDeactivationSchema,
    responses: { 200: ZFlagSchema },
  }),
};
