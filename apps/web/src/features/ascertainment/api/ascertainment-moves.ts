import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ascertainmentCalls } from '@trade-terms/domain/calls/ascertainment-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { showMessages } from '../../../platform/notifier';
import { ascertainmentKeys } from './ascertainment-keys';

/**
 * A change of ascertainments: whatever the outcome, the lists, the tabs' counts and the details
 * of the ascertainments it named are read again, so every screen agrees on where each stands
 * (a bulk move may have done some and skipped others; a 409 means the screen was stale).
 */
function useAscertainmentChange<I, R>(
  change: (input: I) => Promise<R>,
  idsOf: (input: I) => readonly number[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: (_result, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ascertainmentKeys.lists() }),
        ...idsOf(input).map((id) =>
          queryClient.invalidateQueries({ queryKey: ascertainmentKeys.detail(id) }),
        ),
      ]),
  });
}

type BulkCall = (typeof ascertainmentCalls)['send' | 'approve' | 'reprove'];

/**
 * A move on several ascertainments. It is sent quietly: a refusal asking to confirm an unsigned
 * agreement is the screen's to ask, not a toast; the screen tells other failures itself, and the
 * server's messages of a success are shown here.
 */
function useBulkMove<C extends BulkCall>(call: C) {
  return useAscertainmentChange(
    async (input: CallInput<C>) => {
      const answer = await callApi(call as BulkCall, input as never, { quiet: true });
      showMessages(answer.messages ?? []);
      return answer;
    },
    (input) => (input as { ids: number[] }).ids,
  );
}

export const useSendToApproval = () => useBulkMove(ascertainmentCalls.send);
export const useApproveAscertainments = () => useBulkMove(ascertainmentCalls.approve);
export const useReproveAscertainments = () => useBulkMove(ascertainmentCalls.reprove);

/** The analyst's value of one line (`validar`): a 409 reads the ascertainment again. */
export const useValidateLine = () =>
  useAscertainmentChange(
    (input: CallInput<typeof ascertainmentCalls.validate>) => callApi(ascertainmentCalls.validate, input),
    (input) => [input.id],
  );

/** Calculates a competence's ascertainments (`calcular`); the lists show what it wrote. */
export const useCalculate = () =>
  useAscertainmentChange(
    (input: CallInput<typeof ascertainmentCalls.calculate>) => callApi(ascertainmentCalls.calculate, input),
    () => [],
  );

/** A new approval deadline, later and justified (`prorrogar`). */
export const useExtendDeadline = () =>
  useAscertainmentChange(
    (input: CallInput<typeof ascertainmentCalls.extend>) => callApi(ascertainmentCalls.extend, input),
    (input) => [input.id],
  );

/** An approved ascertainment back to validation, justified (`resgatar`). */
export const useRestore = () =>
  useAscertainmentChange(
    (input: CallInput<typeof ascertainmentCalls.restore>) => callApi(ascertainmentCalls.restore, input),
    (input) => [input.id],
  );
