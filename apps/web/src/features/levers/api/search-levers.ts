import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import { callApi } from '../../../platform/call-api';
import { leverKeys } from './lever-keys';

export type TSearchLeversInput = CallInput<typeof leverCalls.search>;

export const searchLeversQueryOptions = (input: TSearchLeversInput) =>
  queryOptions({
    queryKey: leverKeys.list(input),
    queryFn: () => callApi(leverCalls.search, input),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useSearchLevers(input: TSearchLeversInput) {
  return useQuery(searchLeversQueryOptions(input));
}
