import type { Language } from '@trade-terms/domain/i18n';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';

/** Who calls the folder's services: their id, data restrictions, language and roles. */
export interface FolderCaller {
  id: number;
  restrictions: TRestrictions;
  language: Language;
  authorities: readonly string[];
}

/** How the audit trail and the approval engine name a folder. */
export const FOLDER_ENTITY = 'cycle_folder';

/** The caller of a folder's call: the signed-in user, with the request's language. */
export function folderCallerOf(request: FastifyRequest): FolderCaller {
  const user = currentUser(request);
  return {
    id: user.id,
    authorities: user.authorities,
    restrictions: user.restricoes,
    language: requestLanguage(request),
  };
}
