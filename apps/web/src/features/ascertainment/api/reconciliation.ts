import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInconsistencySearch } from '@trade-terms/domain/ascertainment-reconciliation';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { reconciliationCalls } from '@trade-terms/domain/calls/reconciliation-calls';
import { callApi } from '../../../platform/call-api';
import { ascertainmentKeys } from './ascertainment-keys';

/**
 * The reconciliation of one ascertainment and the inconsistencies dashboard. Kept under the
 * ascertainment's keys: a move or a calculation that reads the ascertainment again reads these too.
 */
const reconciliationKeys = {
  one: (id: number) => [...ascertainmentKeys.detail(id), 'reconciliation'] as const,
  dashboard: (search: TInconsistencySearch) =>
    [...ascertainmentKeys.lists(), 'inconsistencies', search] as const,
};

export function useReconciliation(id: number) {
  return useQuery(
    queryOptions({
      queryKey: reconciliationKeys.one(id),
      queryFn: () => callApi(reconciliationCalls.get, { id }),
    }),
  );
}

/** Justifies one finding; the ascertainment (its version moved on) and the lists are read again. */
export function useOverrideFinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof reconciliationCalls.override>) =>
      callApi(reconciliationCalls.override, input, { quiet: true }),
    onSettled: (_result, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ascertainmentKeys.detail(input.id) }),
        queryClient.invalidateQueries({ queryKey: ascertainmentKeys.lists() }),
      ]),
  });
}

export function useInconsistencies(search: TInconsistencySearch) {
  return useQuery(
    queryOptions({
      queryKey: reconciliationKeys.dashboard(search),
      queryFn: () => callApi(reconciliationCalls.dashboard, search),
      placeholderData: keepPreviousData,
    }),
  );
}
