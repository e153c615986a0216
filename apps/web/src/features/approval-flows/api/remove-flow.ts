import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvalFlowCalls } from '@trade-terms/domain/calls/approval-flows-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { approvalFlowKeys } from './approval-flow-keys';

/** The server refuses (409) a flow with items still under approval, saying how many. */
async function removeFlow(input: CallInput<typeof approvalFlowCalls.remove>): Promise<void> {
  await callApi(approvalFlowCalls.remove, input);
}

export function useRemoveFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFlow,
    onSuccess: (_result, input) => {
      queryClient.removeQueries({ queryKey: approvalFlowKeys.detail(input.id) });
      return queryClient.invalidateQueries({ queryKey: approvalFlowKeys.lists() });
    },
  });
}
