import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { userTabCalls } from '@trade-terms/domain/calls/users-calls';
import type { UserTab } from '@trade-terms/domain/users';
import { callApi } from '../../../platform/call-api';
import { userKeys } from './user-keys';

/** The filters, sort and page of a tab's list; every tab takes the same. */
export type TSearchUserTabInput = CallInput<(typeof userTabCalls)[UserTab]>;

/** One tab of the Users screen: each tab has its own call (`buscarUsuariosPrimeiroAcesso`, …). */
export const searchUserTabQueryOptions = (tab: UserTab, input: TSearchUserTabInput) =>
  queryOptions({
    queryKey: userKeys.tab(tab, input),
    queryFn: () => callApi(userTabCalls[tab], input),
    placeholderData: keepPreviousData,
  });

export function useSearchUserTab(tab: UserTab, input: TSearchUserTabInput) {
  return useQuery(searchUserTabQueryOptions(tab, input));
}
