import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { targetExecutionCalls } from '@trade-terms/domain/calls/store-compliance-calls';
import { callApi } from '../../../platform/call-api';
import { storeComplianceKeys } from './store-compliance-keys';

export type TSaveAnswerInput = CallInput<typeof targetExecutionCalls.save>;

/** Records an answer without `id`; with `id` and the `version` read, changes it (409 when stale). */
export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveAnswerInput) => callApi(targetExecutionCalls.save, body),
    // Settled, not only succeeded: after a 409 the form reloads what the other user saved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeComplianceKeys.answers() }),
  });
}
