import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ascertainmentCalls } from '@trade-terms/domain/calls/ascertainment-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { ascertainmentKeys } from './ascertainment-keys';

/** One tab of the list with its filters, page and sort (`buscarApuracoes`). */
export type TSearchAscertainmentsInput = CallInput<typeof ascertainmentCalls.search>;
/** The list's filters alone, for the tabs' counts (`totalizadorAbas`). */
export type TTabCountsInput = CallInput<typeof ascertainmentCalls.tabCounts>;

export function useSearchAscertainments(input: TSearchAscertainmentsInput) {
  return useQuery(
    queryOptions({
      queryKey: ascertainmentKeys.list(input),
      queryFn: () => callApi(ascertainmentCalls.search, input),
      // The table keeps the page it shows while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}

/** How many ascertainments each tab holds under the list's filters. */
export function useAscertainmentTabCounts(input: TTabCountsInput) {
  return useQuery(
    queryOptions({
      queryKey: ascertainmentKeys.tabCounts(input),
      queryFn: () => callApi(ascertainmentCalls.tabCounts, input),
      placeholderData: keepPreviousData,
    }),
  );
}
