import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserTabTotalsSchema } from '@trade-terms/domain/users';
import { httpClient } from '../../../platform/http-client';
import { userKeys } from './user-keys';

/** How many users each tab holds (`totalizadorAbas`), for the tabs' badges. */
export async function getTabTotals() {
  return ZUserTabTotalsSchema.parse(await httpClient.post<unknown>('/usuario/totalizadorAbas'));
}

export const tabTotalsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.totals(), queryFn: getTabTotals });

export function useTabTotals() {
  return useQuery(tabTotalsQueryOptions());
}
