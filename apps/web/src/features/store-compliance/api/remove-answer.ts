import { useMutation, useQueryClient } from '@tanstack/react-query';
import { targetExecutionCalls } from '@trade-terms/domain/calls/store-compliance-calls';
import { callApi } from '../../../platform/call-api';
import { storeComplianceKeys } from './store-compliance-keys';

/** Removes an answer at the version the list shows (409 when it changed since). */
export function useRemoveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: { id: number; version: number }) => callApi(targetExecutionCalls.remove, row),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeComplianceKeys.answers() }),
  });
}
