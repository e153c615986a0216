import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/**
 * A change of agreements' status or dates: whatever the outcome, the lists, the tabs' counts and
 * the details of the agreements it named are read again, so every screen agrees on where each
 * one stands (a bulk action may have done some and skipped others).
 */
export function useAgreementChange<I, R>(
  change: (input: I) => Promise<R>,
  idsOf: (input: I) => readonly number[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: (_result, _error, input) => {
      // What is read beside the agreements follows, without holding the answer back.
      for (const id of idsOf(input))
        void queryClient.invalidateQueries({ queryKey: agreementKeys.reads(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: agreementKeys.lists() }),
        ...idsOf(input).map((id) => queryClient.invalidateQueries({ queryKey: agreementKeys.detail(id) })),
      ]);
    },
  });
}

/** The calls that act on several agreements at once and answer what was done and skipped. */
type BulkCall = (typeof agreementCalls)[
  | 'sendToApproval'
  | 'approve'
  | 'reprove'
  | 'cancel'
  | 'turnBack'
  | 'close'
  | 'reactivate'
  | 'terminate'];

/** One bulk call as a mutation over the agreements it names. */
export function useBulkAgreementCall<C extends BulkCall>(call: C) {
  return useAgreementChange(
    (input: CallInput<C>) => callApi(call as BulkCall, input as never),
    (input) => (input as { ids: number[] }).ids,
  );
}
