import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agreementSapOnCalls } from '@trade-terms/domain/calls/agreement-sap-on-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';

/** One page of the ON levers with their SAP condition (`buscarAlavancasContratoSapOn`). */
export type TSearchSapOnInput = CallInput<typeof agreementSapOnCalls.search>;

export const sapOnKeys = {
  all: ['agreements', 'sap-on'] as const,
  lists: () => [...sapOnKeys.all, 'list'] as const,
  list: (search: TSearchSapOnInput) => [...sapOnKeys.lists(), search] as const,
};

export const searchSapOnQueryOptions = (input: TSearchSapOnInput) =>
  queryOptions({
    queryKey: sapOnKeys.list(input),
    queryFn: () => callApi(agreementSapOnCalls.search, input),
    placeholderData: keepPreviousData,
  });

export function useSearchSapOn(input: TSearchSapOnInput) {
  return useQuery(searchSapOnQueryOptions(input));
}
