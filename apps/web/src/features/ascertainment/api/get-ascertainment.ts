import { queryOptions, useQuery } from '@tanstack/react-query';
import { ascertainmentCalls } from '@trade-terms/domain/calls/ascertainment-calls';
import { callApi } from '../../../platform/call-api';
import { ascertainmentKeys } from './ascertainment-keys';

/** One ascertainment with its lever lines, values and steps (`buscarPorId`). */
export function useAscertainment(id: number) {
  return useQuery(
    queryOptions({
      queryKey: ascertainmentKeys.detail(id),
      queryFn: () => callApi(ascertainmentCalls.get, { id }),
    }),
  );
}
