import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import { userKeys } from './user-keys';

/** How many users each tab holds (`totalizadorAbas`), for the tabs' badges. */
export const tabTotalsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.totals(), queryFn: () => callApi(userCalls.tabTotals) });

export function useTabTotals() {
  return useQuery(tabTotalsQueryOptions());
}
