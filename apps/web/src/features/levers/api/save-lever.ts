import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import { callApi } from '../../../platform/call-api';
import { leverKeys } from './lever-keys';

/** Creates without `id`; with `id` and the `version` read, changes (409 when someone else did). */
export type TSaveLeverInput = CallInput<typeof leverCalls.save>;

function saveLever(input: TSaveLeverInput) {
  return callApi(leverCalls.save, input);
}

export function useSaveLever() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLever,
    // Settled, not only succeeded: after a 409 the form reloads what the other user saved.
    onSettled: (_lever, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leverKeys.lists() }),
        input.id !== undefined && queryClient.invalidateQueries({ queryKey: leverKeys.detail(input.id) }),
      ]),
  });
}
