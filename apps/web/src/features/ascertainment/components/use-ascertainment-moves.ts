import type { TAscertainmentBulkResult } from '@trade-terms/domain/ascertainment';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/api-error';
import { useFeedback } from '../../../platform/use-feedback';
import {
  useApproveAscertainments,
  useReproveAscertainments,
  useSendToApproval,
} from '../api/ascertainment-moves';
import { type AscertainmentAction, isUnsignedRefusal } from '../ascertainment-view';

/** How a move ended: done (with what was skipped), refused until the user confirms an unsigned agreement, or failed (told). */
export type MoveOutcome =
  | { kind: 'done'; answer: TAscertainmentBulkResult }
  | { kind: 'unsigned'; message: string }
  | { kind: 'failed' };

/**
 * The moves behind one runner, for the list's picked rows and for one ascertainment's screen.
 * When the server answers that an agreement is not signed, the outcome carries its sentence: the
 * dialog asks the user to confirm (spec: "ascertainments without a signed agreement prompt for
 * confirmation") and the move is sent again confirmed. Other failures are told here.
 */
export function useAscertainmentMoves() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const send = useSendToApproval();
  const approve = useApproveAscertainments();
  const reprove = useReproveAscertainments();

  const call = (action: AscertainmentAction, ids: number[], justification: string, confirmed: boolean) => {
    if (action === 'reprove') return reprove.mutateAsync({ ids, justification });
    const move = action === 'approve' ? approve : send;
    return move.mutateAsync({ ids, confirmUnsigned: confirmed });
  };

  return {
    pending: send.isPending || approve.isPending || reprove.isPending,
    async run(
      action: AscertainmentAction,
      ids: number[],
      { justification = '', confirmed = false }: { justification?: string; confirmed?: boolean },
    ): Promise<MoveOutcome> {
      try {
        return { kind: 'done', answer: await call(action, ids, justification, confirmed) };
      } catch (error) {
        if (error instanceof ApiError && isUnsignedRefusal(error)) {
          const message =
            error.messages.find((each) => each.code === 'ASCERTAINMENT_UNSIGNED_AGREEMENT')?.text ??
            t('errors.ascertainmentUnsignedAgreement');
          return { kind: 'unsigned', message };
        }
        feedback.failure(error);
        return { kind: 'failed' };
      }
    },
  };
}
