import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import {
  canMoveMigration,
  PROMO_MIGRATION_STATUSES,
  type PromoMigrationStatus,
  type TMigrationRow,
} from '@trade-terms/domain/promo-migration';
import type { MigrationMove } from './api/promo-migrations';

export const ALL_MIGRATION_STATUSES = PROMO_MIGRATION_STATUSES;

export const MIGRATION_STATUS_LABELS: Record<PromoMigrationStatus, MessageKey> = {
  NAO_MIGRADO: 'promoMigration.status.NAO_MIGRADO',
  EM_APROVACAO: 'promoMigration.status.EM_APROVACAO',
  APROVADO: 'promoMigration.status.APROVADO',
  EXCLUIDO: 'promoMigration.status.EXCLUIDO',
};

/** Tag colours whose text keeps a readable contrast on their background. */
export const MIGRATION_STATUS_COLORS: Record<PromoMigrationStatus, string> = {
  NAO_MIGRADO: 'default',
  EM_APROVACAO: 'processing',
  APROVADO: 'success',
  EXCLUIDO: 'error',
};

export const MIGRATION_MOVE_LABELS: Record<MigrationMove, MessageKey> = {
  request: 'promoMigration.actions.request',
  approve: 'promoMigration.actions.approve',
  disapprove: 'promoMigration.actions.disapprove',
  exclude: 'promoMigration.actions.exclude',
  restore: 'promoMigration.actions.restore',
};

export const MIGRATION_MOVE_TITLES: Record<MigrationMove, MessageKey> = {
  request: 'promoMigration.dialog.request',
  approve: 'promoMigration.dialog.approve',
  disapprove: 'promoMigration.dialog.disapprove',
  exclude: 'promoMigration.dialog.exclude',
  restore: 'promoMigration.dialog.restore',
};

export const MIGRATION_MOVE_DONE: Record<MigrationMove, MessageKey> = {
  request: 'promoMigration.done.request',
  approve: 'promoMigration.done.approve',
  disapprove: 'promoMigration.done.disapprove',
  exclude: 'promoMigration.done.exclude',
  restore: 'promoMigration.done.restore',
};

/** The moves the caller may make on a holding's migration as it stands. */
export function migrationMovesOf(row: TMigrationRow, hasRole: (role: string) => boolean): MigrationMove[] {
  const moves: MigrationMove[] = [];
  const edits = hasRole('ROLE_EDITAR_MIGRACAO_CLIENTE');
  if (edits && canMoveMigration('request', row.status)) moves.push('request');
  if (hasRole('ROLE_APROVAR_MIGRACAO_CLIENTE') && row.approval?.canDecide)
    moves.push('approve', 'disapprove');
  if (edits && canMoveMigration('exclude', row.status)) moves.push('exclude');
  if (edits && row.id !== null && canMoveMigration('restore', row.status)) moves.push('restore');
  return moves;
}
