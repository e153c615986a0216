import type { Language } from '@trade-terms/domain/i18n';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';

/** Who calls the migration's services: their id, data restrictions and language. */
export interface MigrationCaller {
  id: number;
  restrictions: TRestrictions;
  language: Language;
}

/** How the audit trail and the approval engine name a migration and a flag. */
export const MIGRATION_ENTITY = 'promo_migration';
export const FLAG_ENTITY = 'holding_flag';

export function migrationCallerOf(request: FastifyRequest): MigrationCaller {
  const user = currentUser(request);
  return { id: user.id, restrictions: user.restricoes, language: requestLanguage(request) };
}
