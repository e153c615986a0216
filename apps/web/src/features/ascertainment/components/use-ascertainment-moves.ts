import type { TAscertainmentBulkResult } from '@trade-terms/domain/ascertainment';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/api-error';
import { useFeedback } from '../../../platform/use-feedback';
import {
  useApproveAscertainments,
  useReproveAscertainments,
  useSendToApproval,
} from '../api/ascertainment-moves';
import { type AscertainmentAction, isUnsignedRefusal } from '../ascertainment-view';

/**
 * The moves behind one runner, for the list's picked rows and for one ascertainment's screen.
 * When the server answers that an agreement is not signed, the user is asked to confirm (spec:
 * "ascertainments without a signed agreement prompt for confirmation") and the move is sent
 * again confirmed. Failures are told here; the answer (done and skipped) goes to the caller.
 */
export function useAscertainmentMoves() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const send = useSendToApproval();
  const approve = useApproveAscertainments();
  const reprove = useReproveAscertainments();

  const confirmUnsigned = (error: ApiError) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('ascertainmentScreens.unsigned.title'),
        content:
          error.mensagens.find((message) => message.codigo === 'ASCERTAINMENT_UNSIGNED_AGREEMENT')?.texto ??
          t('errors.ascertainmentUnsignedAgreement'),
        okText: t('ascertainmentScreens.unsigned.confirm'),
        cancelText: t('common.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const once = (action: AscertainmentAction, ids: number[], justification: string, confirmed: boolean) => {
    if (action === 'reprove') return reprove.mutateAsync({ ids, justification });
    const move = action === 'approve' ? approve : send;
    return move.mutateAsync({ ids, confirmUnsigned: confirmed });
  };

  return {
    pending: send.isPending || approve.isPending || reprove.isPending,
    /** The answer, or null when the move failed (already told) or the user did not confirm. */
    async run(
      action: AscertainmentAction,
      ids: number[],
      justification = '',
    ): Promise<TAscertainmentBulkResult | null> {
      try {
        return await once(action, ids, justification, false);
      } catch (error) {
        if (!(error instanceof ApiError) || !isUnsignedRefusal(error)) {
          feedback.failure(error);
          return null;
        }
        if (!(await confirmUnsigned(error))) return null;
        try {
          return await once(action, ids, justification, true);
        } catch (again) {
          feedback.failure(again);
          return null;
        }
      }
    },
  };
}
