import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';
import type { TSearchAgreementsInput } from './search-agreements';

/** How many agreements each tab holds under the list's filters (`buscarContratosResumo`). */
export const tabCountsQueryOptions = (input: TSearchAgreementsInput) =>
  queryOptions({
    queryKey: agreementKeys.tabCounts(input),
    queryFn: () => callApi(agreementCalls.tabCounts, input),
    placeholderData: keepPreviousData,
  });

export function useTabCounts(input: TSearchAgreementsInput) {
  return useQuery(tabCountsQueryOptions(input));
}
