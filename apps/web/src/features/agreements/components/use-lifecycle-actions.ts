import type { BulkAction } from '../agreement-actions';
import { useApproveAgreements } from '../api/approve-agreements';
import { useCancelAgreements } from '../api/cancel-agreements';
import { useCloseAgreements } from '../api/close-agreements';
import { useReactivateAgreements, useTerminateAgreements } from '../api/end-or-reopen-agreements';
import { useReproveAgreements } from '../api/reprove-agreements';
import { useSendToApproval } from '../api/send-to-approval';
import { useTurnBackAgreements } from '../api/turn-back-agreements';

/** What an action's dialog asked: the justification and the date, where the action has them. */
export interface ActionAnswers {
  justification?: string | undefined;
  date?: string | undefined;
}

/**
 * The bulk calls behind one runner: each sends the agreements picked (the edit screen sends
 * one) with what its dialog asked, and answers what was done and what was skipped, with why.
 */
export function useBulkActions() {
  const mutations = {
    sendToApproval: useSendToApproval(),
    approve: useApproveAgreements(),
    reprove: useReproveAgreements(),
    cancel: useCancelAgreements(),
    close: useCloseAgreements(),
    turnBack: useTurnBackAgreements(),
    reactivate: useReactivateAgreements(),
    terminate: useTerminateAgreements(),
  } satisfies Record<BulkAction, unknown>;
  const justification = (answers: ActionAnswers) =>
    answers.justification ? { justification: answers.justification } : {};
  return {
    pending: Object.values(mutations).some((mutation) => mutation.isPending),
    run(action: BulkAction, ids: number[], answers: ActionAnswers) {
      if (action === 'close') {
        return mutations.close.mutateAsync({
          ids,
          ...(answers.date ? { closingDate: answers.date } : {}),
          ...justification(answers),
        });
      }
      if (action === 'terminate') {
        return mutations.terminate.mutateAsync({
          ids,
          terminationDate: answers.date ?? '',
          ...justification(answers),
        });
      }
      return mutations[action].mutateAsync({ ids, ...justification(answers) });
    },
  };
}
