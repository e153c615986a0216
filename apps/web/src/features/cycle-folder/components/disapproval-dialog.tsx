import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { useTranslation } from 'react-i18next';
import { JustificationDialog } from '../../../components/justification-dialog';

/**
 * Asks the justification of a disapproval (a folder, its counting or an addendum); the title and
 * the button name what is disapproved.
 */
export function DisapprovalDialog({
  title,
  pending,
  onClose,
  onConfirm,
}: {
  title: MessageKey;
  pending: boolean;
  onClose: () => void;
  onConfirm: (justification: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <JustificationDialog
      title={t(title)}
      label={t('cycleFolderScreens.moves.justification')}
      requiredMessage={t('cycleFolderScreens.moves.justificationRequired')}
      pending={pending}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
