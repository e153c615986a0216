import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@trade-terms/domain/i18n';
import { ZPermissionCatalogueSchema } from '@trade-terms/domain/permission-catalogue';
import { httpClient } from '../../../platform/http-client';
import { currentLanguage } from '../../../platform/i18n';
import { profileKeys } from './profile-keys';

/** The call takes no input; the labels come in the language of the request. */
export async function getPermissionCatalogue() {
  const payload = await httpClient.post<unknown>('/perfil/buscarCatalogoPermissoes');
  return ZPermissionCatalogueSchema.parse(payload);
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
