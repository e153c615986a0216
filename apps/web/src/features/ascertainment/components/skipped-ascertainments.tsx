import { useTranslation } from 'react-i18next';
import { SkippedItems } from '../../../components/list-page/skipped-items';

/** The ascertainments a move left as they were, each with the server's reason (a sentence in the user's language). */
export function SkippedAscertainments({
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
      title={(count) => t('ascertainmentScreens.skippedTitle', { count })}
      describe={(item) => t('ascertainmentScreens.skipped', { id: item.id, reason: item.reason })}
      onClose={onClose}
    />
  );
}
