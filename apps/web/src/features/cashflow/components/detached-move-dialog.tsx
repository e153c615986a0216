import { useTranslation } from 'react-i18next';
import { JustificationDialog } from '../../../components/justification-dialog';
import type { DetachedMove } from '../api/detached-ascertainments';
import { MOVE_LABELS } from '../cashflow-view';

/** Asks the justification of a disapproval or a cancel (required, at most 500 characters). */
export function DetachedMoveDialog({
  move,
  id,
  pending,
  onClose,
  onConfirm,
}: {
  move: Extract<DetachedMove, 'disapprove' | 'cancel'>;
  id: number;
  pending: boolean;
  onClose: () => void;
  onConfirm: (justification: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <JustificationDialog
      title={t(move === 'disapprove' ? 'cashflow.dialog.disapprove' : 'cashflow.dialog.cancel', { id })}
      okText={t(MOVE_LABELS[move])}
      label={t('cashflow.fields.justification')}
      requiredMessage={t('errors.required')}
      pending={pending}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
