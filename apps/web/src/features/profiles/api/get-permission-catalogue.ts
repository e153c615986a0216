import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileCalls } from '@trade-terms/domain/calls/profiles-calls';
import type { Language } from '@trade-terms/domain/i18n';
import { callApi } from '../../../platform/call-api';
import { currentLanguage } from '../../../platform/i18n';
import { profileKeys } from './profile-keys';

/** The call takes no input; the labels come in the language of the request. */
function getPermissionCatalogue() {
  return callApi(profileCalls.permissionCatalogue);
}

export const permissionCatalogueQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: profileKeys.permissionCatalogue(language),
    queryFn: getPermissionCatalogue,
    // The catalogue ships with the server; it changes only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePermissionCatalogue() {
  return useQuery(permissionCatalogueQueryOptions(currentLanguage()));
}
