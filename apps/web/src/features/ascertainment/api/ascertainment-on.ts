import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ascertainmentOnCalls } from '@trade-terms/domain/calls/ascertainment-on-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { ascertainmentKeys } from './ascertainment-keys';

export type TOnSearchInput = CallInput<typeof ascertainmentOnCalls.search>;

/** A page of a competence's ON lines (`buscarApuracaoOn`); read again with the ascertainment lists. */
export function useAscertainmentOn(input: TOnSearchInput) {
  return useQuery(
    queryOptions({
      queryKey: [...ascertainmentKeys.lists(), 'on', input] as const,
      queryFn: () => callApi(ascertainmentOnCalls.search, input),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The abatement granted on the invoice (`salvarAbatimentoOn`): lists and the ascertainment read again. */
export function useSaveOnAbatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof ascertainmentOnCalls.saveAbatement>) =>
      callApi(ascertainmentOnCalls.saveAbatement, input),
    onSettled: (_result, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ascertainmentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ascertainmentKeys.detail(input.id) }),
      ]),
  });
}
