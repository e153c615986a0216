import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import { userKeys } from './user-keys';

/** One user with the access stage, the pending change and the decisions (`buscarPorId`). */
export const getUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => callApi(userCalls.get, { id }) });

export function useUser(id: number | null) {
  return useQuery({ ...getUserQueryOptions(id ?? 0), enabled: id !== null });
}
