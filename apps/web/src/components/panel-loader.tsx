import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shown inside a panel or card while its data loads. A spinner is a live status: its label sits
 * on a `role="status"` element, since a label on a plain div is refused by screen readers' rules.
 */
export function PanelLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loading')}>
      <Spin />
    </div>
  );
}
