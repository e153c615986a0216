import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNamedRefSchema } from '@trade-terms/domain/records';
import { httpClient } from './http-client';

const ZProfileOptionsSchema = ZNamedRefSchema.array();

/**
 * Every profile as an option (`perfil/buscarInput`, no input), for the users' profile select
 * and filter and the flows' requester profile. One key for all of them, so the screens share
 * one answer and a profile's save or removal refreshes every select (the profiles feature
 * invalidates it).
 */
export const profileOptionsKey = ['profiles', 'options'] as const;

async function getProfileOptions() {
  return ZProfileOptionsSchema.parse(await httpClient.post<unknown>('/perfil/buscarInput'));
}

const profileOptionsQueryOptions = () =>
  queryOptions({ queryKey: profileOptionsKey, queryFn: getProfileOptions, staleTime: 60_000 });

export function useProfileOptions() {
  return useQuery(profileOptionsQueryOptions());
}

/** The options as a select lists them. */
export function profileSelectOptions(profiles: readonly { id: number; name: string }[] | undefined) {
  return (profiles ?? []).map((profile) => ({ value: profile.id, label: profile.name }));
}
