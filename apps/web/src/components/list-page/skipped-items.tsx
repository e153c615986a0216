import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What a bulk action left as it was: a title with the count (`titleKey`, `{{count}}`), then each
 * item with the server's reason, already a sentence in the user's language (`itemKey`, `{{id}}`
 * and `{{reason}}`).
 */
export function SkippedItems({
  skipped,
  titleKey,
  itemKey,
  onClose,
}: {
  skipped: readonly { id: number; reason: string }[];
  titleKey: MessageKey;
  itemKey: MessageKey;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (skipped.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose, 'aria-label': t('common.close') }}
      title={t(titleKey, { count: skipped.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {skipped.map((item) => (
            <li key={item.id}>{t(itemKey, { id: item.id, reason: item.reason })}</li>
          ))}
        </ul>
      }
    />
  );
}
