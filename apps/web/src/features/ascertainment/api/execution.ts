import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TExecutionSearch } from '@trade-terms/domain/ascertainment-execution';
import { ascertainmentExecutionCalls } from '@trade-terms/domain/calls/ascertainment-execution-calls';
import { callApi } from '../../../platform/call-api';
import { ascertainmentKeys } from './ascertainment-keys';

/** The lever lines' achievements; under the lists' keys, so a calculation or a move reads them again. */
export function useExecution(search: TExecutionSearch) {
  return useQuery(
    queryOptions({
      queryKey: [...ascertainmentKeys.lists(), 'execution', search] as const,
      queryFn: () => callApi(ascertainmentExecutionCalls.search, search),
      placeholderData: keepPreviousData,
    }),
  );
}
