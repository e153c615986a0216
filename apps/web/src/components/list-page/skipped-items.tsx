import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a bulk action left as it was: a title with the count, then each item with why. */
export function SkippedItems<T extends { id: number }>({
  skipped,
  title,
  describe,
  onClose,
}: {
  skipped: readonly T[];
  title: (count: number) => string;
  /** One item and the server's reason, as the reader reads it. */
  describe: (item: T) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (skipped.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose, 'aria-label': t('common.close') }}
      title={title(skipped.length)}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {skipped.map((item) => (
            <li key={item.id}>{describe(item)}</li>
          ))}
        </ul>
      }
    />
  );
}
