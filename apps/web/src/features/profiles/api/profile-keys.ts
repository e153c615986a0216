import type { Language } from '@trade-terms/domain/i18n';
import type { TSearchProfilesInput } from './search-profiles';

export const profileKeys = {
  all: ['profiles'] as const,
  lists: () => [...profileKeys.all, 'list'] as const,
  list: (search: TSearchProfilesInput) => [...profileKeys.lists(), search] as const,
  details: () => [...profileKeys.all, 'detail'] as const,
  detail: (id: number) => [...profileKeys.details(), id] as const,
  /** The catalogue's labels come in the caller's language. */
  permissionCatalogue: (language: Language) =>
    [...profileKeys.all, 'permission-catalogue', language] as const,
};
