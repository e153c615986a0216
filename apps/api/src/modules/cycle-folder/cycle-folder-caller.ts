import type { Language } from '@trade-terms/domain/i18n';
import type { TRestrictions } from '@trade-terms/domain/session';

/** Who calls the folder's services: their id, data restrictions, language and roles. */
export interface FolderCaller {
  id: number;
  restrictions: TRestrictions;
  language: Language;
  authorities: readonly string[];
}

/** How the audit trail and the approval engine name a folder. */
export const FOLDER_ENTITY = 'cycle_folder';
