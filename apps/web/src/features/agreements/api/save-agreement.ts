import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/** Creates without `id`; with `id` and the `version` read, changes (409 when someone else did). */
export type TSaveAgreementInput = CallInput<typeof agreementCalls.save>;

function saveAgreement(input: TSaveAgreementInput) {
  return callApi(agreementCalls.save, input);
}

export function useSaveAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgreement,
    // Settled, not only succeeded: after a 409 the screen reads what the other user saved.
    onSettled: (_agreement, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agreementKeys.lists() }),
        input.id !== undefined && queryClient.invalidateQueries({ queryKey: agreementKeys.detail(input.id) }),
      ]),
  });
}
