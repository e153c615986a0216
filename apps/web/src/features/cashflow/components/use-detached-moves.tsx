import type { TDetachedRow } from '@trade-terms/domain/cashflow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../platform/use-feedback';
import { type DetachedMove, useMoveDetached } from '../api/detached-ascertainments';
import { JUSTIFIED_MOVES, MOVE_DONE } from '../cashflow-view';
import { DetachedMoveDialog } from './detached-move-dialog';

type Target = Pick<TDetachedRow, 'id' | 'version'>;

/**
 * The moves of a detached ascertainment, from the list or its screen: send and approve at once,
 * disapprove and cancel after their justification's dialog; each outcome told.
 */
export function useDetachedMoves() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const mutation = useMoveDetached();
  const [asking, setAsking] = useState<{ move: 'disapprove' | 'cancel'; row: Target } | null>(null);
  const run = async (move: DetachedMove, row: Target, justification?: string) => {
    try {
      await mutation.mutateAsync({ move, row, ...(justification === undefined ? {} : { justification }) });
      feedback.success(t(MOVE_DONE[move]));
      setAsking(null);
    } catch (error) {
      feedback.failure(error);
    }
  };
  const start = (move: DetachedMove, row: Target) => {
    if (move === 'disapprove' || move === 'cancel') setAsking({ move, row });
    else void run(move, row);
  };
  const dialog = asking && JUSTIFIED_MOVES.includes(asking.move) && (
    <DetachedMoveDialog
      move={asking.move}
      id={asking.row.id}
      pending={mutation.isPending}
      onClose={() => setAsking(null)}
      onConfirm={(justification) => void run(asking.move, asking.row, justification)}
    />
  );
  return { start, dialog, pending: mutation.isPending };
}
