import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** The ascertainments a move left as they were, each with the server's reason (a catalogue key). */
export function SkippedAscertainments({
  skipped,
  onClose,
}: {
  skipped: readonly { id: number; reason: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (skipped.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose, 'aria-label': t('common.close') }}
      title={t('ascertainmentScreens.skippedTitle', { count: skipped.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {skipped.map((item) => (
            <li key={item.id}>
              {t('ascertainmentScreens.skipped', { id: item.id, reason: t(item.reason as MessageKey) })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
