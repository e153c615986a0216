import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNamedRefSchema } from '@trade-terms/domain/records';
import { httpClient } from '../../../platform/http-client';
import { userKeys } from './user-keys';

const ZProfileOptionsSchema = ZNamedRefSchema.array();

/** Every profile, for the profile select and filter (`perfil/buscarInput`). */
export async function getProfileOptions() {
  return ZProfileOptionsSchema.parse(await httpClient.post<unknown>('/perfil/buscarInput'));
}

export const profileOptionsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.profileOptions(), queryFn: getProfileOptions, staleTime: 60_000 });

export function useProfileOptions() {
  return useQuery(profileOptionsQueryOptions());
}
