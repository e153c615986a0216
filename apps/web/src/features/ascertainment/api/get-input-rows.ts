import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ascertainmentCalls } from '@trade-terms/domain/calls/ascertainment-calls';
import { callApi } from '../../../platform/call-api';
import type { PageRequest } from '../../../platform/list-state';
import { ascertainmentKeys } from './ascertainment-keys';

/** Why this number: the input rows a line summed, one page at a time (`buscarLinhasEntrada`). */
export function useInputRows(lineId: number, page: PageRequest) {
  return useQuery(
    queryOptions({
      queryKey: ascertainmentKeys.inputs(lineId, page),
      queryFn: () => callApi(ascertainmentCalls.inputs, { lineId, ...page }),
      placeholderData: keepPreviousData,
    }),
  );
}
