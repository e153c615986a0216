import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileCalls } from '@trade-terms/domain/calls/profiles-calls';
import { callApi } from '../../../platform/call-api';
import { profileKeys } from './profile-keys';

export const getProfileQueryOptions = (id: number) =>
  queryOptions({ queryKey: profileKeys.detail(id), queryFn: () => callApi(profileCalls.get, { id }) });

export function useProfile(id: number | null) {
  return useQuery({ ...getProfileQueryOptions(id ?? 0), enabled: id !== null });
}
