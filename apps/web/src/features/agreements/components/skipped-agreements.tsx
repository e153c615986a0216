import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** The agreements an action left as they were, each with the server's reason. */
export function SkippedAgreements({
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
      title={t('agreements.skippedTitle', { count: skipped.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {skipped.map((item) => (
            <li key={item.id}>{t('agreement.skipped', { id: item.id, reason: item.reason })}</li>
          ))}
        </ul>
      }
    />
  );
}
