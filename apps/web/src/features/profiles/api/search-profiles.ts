import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { profileCalls } from '@trade-terms/domain/calls/profiles-calls';
import { callApi } from '../../../platform/call-api';
import { profileKeys } from './profile-keys';

export type TSearchProfilesInput = CallInput<typeof profileCalls.search>;

export const searchProfilesQueryOptions = (input: TSearchProfilesInput) =>
  queryOptions({
    queryKey: profileKeys.list(input),
    queryFn: () => callApi(profileCalls.search, input),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useSearchProfiles(input: TSearchProfilesInput) {
  return useQuery(searchProfilesQueryOptions(input));
}
