import { useTranslation } from 'react-i18next';
import { SkippedItems } from '../../../components/list-page/skipped-items';

/** The agreements an action left as they were, each with the server's reason. */
export function SkippedAgreements({
  skipped,
  onClose,
}: {
  skipped: readonly { id: number; reason: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SkippedItems
      skipped={skipped}
      title={(count) => t('agreements.skippedTitle', { count })}
      describe={(item) => t('agreement.skipped', { id: item.id, reason: item.reason })}
      onClose={onClose}
    />
  );
}
