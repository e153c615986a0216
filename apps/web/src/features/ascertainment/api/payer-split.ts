import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ascertainmentPayerCalls } from '@trade-terms/domain/calls/ascertainment-payer-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { ascertainmentKeys } from './ascertainment-keys';

/** The SAP payer split of one ascertainment, under its detail's key (read again with it). */
const payerSplitKey = (id: number) => [...ascertainmentKeys.detail(id), 'payers'] as const;

export function usePayerSplit(id: number) {
  return useQuery(
    queryOptions({
      queryKey: payerSplitKey(id),
      queryFn: () => callApi(ascertainmentPayerCalls.get, { id }),
    }),
  );
}

/**
 * Saves the split: it moves the ascertainment's version on, so whatever the outcome its detail
 * (and the split under it) and the lists are read again.
 */
export function useSavePayerSplit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof ascertainmentPayerCalls.save>) =>
      callApi(ascertainmentPayerCalls.save, input),
    onSettled: (_result, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ascertainmentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ascertainmentKeys.detail(input.id) }),
      ]),
  });
}
