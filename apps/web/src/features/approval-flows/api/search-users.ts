import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import { flowPickerKeys } from './approval-flow-keys';

export type TSearchUsersInput = CallInput<typeof userCalls.search>;

/** Users for the step pickers: only active ones can take part in a flow. */
export const searchUsersQueryOptions = (input: TSearchUsersInput) =>
  queryOptions({
    queryKey: flowPickerKeys.users(input),
    queryFn: () => callApi(userCalls.search, input),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSearchUsers(input: TSearchUsersInput) {
  return useQuery(searchUsersQueryOptions(input));
}
