import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvalFlowCalls } from '@trade-terms/domain/calls/approval-flows-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { approvalFlowKeys } from './approval-flow-keys';

export type TSaveFlowInput = CallInput<typeof approvalFlowCalls.save>;

/** Creates without `id`; with `id` and the `version` read, changes (409 when someone else did). */
function saveFlow(input: TSaveFlowInput) {
  return callApi(approvalFlowCalls.save, input);
}

export function useSaveFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFlow,
    onSettled: (_flow, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalFlowKeys.lists() }),
        input.id !== undefined &&
          queryClient.invalidateQueries({ queryKey: approvalFlowKeys.detail(input.id) }),
      ]),
  });
}
