import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileCalls } from '@trade-terms/domain/calls/profiles-calls';
import { callApi } from './call-api';

/**
 * Every profile as an option (`perfil/buscarInput`, no input), for the users' profile select
 * and filter and the flows' requester profile. One key for all of them, so the screens share
 * one answer and a profile's save or removal refreshes every select (the profiles feature
 * invalidates it).
 */
export const profileOptionsKey = ['profiles', 'options'] as const;

const profileOptionsQueryOptions = () =>
  queryOptions({
    queryKey: profileOptionsKey,
    queryFn: () => callApi(profileCalls.options),
    staleTime: 60_000,
  });

export function useProfileOptions() {
  return useQuery(profileOptionsQueryOptions());
}

/** The options as a select lists them. */
export function profileSelectOptions(profiles: readonly { id: number; name: string }[] | undefined) {
  return (profiles ?? []).map((profile) => ({ value: profile.id, label: profile.name }));
}
