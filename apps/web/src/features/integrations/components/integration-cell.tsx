import type { Language } from '@trade-terms/domain/i18n';
import type { IntegrationColumn, TIntegrationRow } from '@trade-terms/domain/integrations';
import { Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { displayCell } from '../integration-view';

export interface IntegrationCellProps {
  column: IntegrationColumn;
  row: TIntegrationRow;
  language: Language;
}

/** Read by screen readers, not shown. */
const SCREEN_READER_ONLY: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * A value of the file; on the updates tab a changed field is highlighted and the register's
 * current value is shown under it (read out too, not only coloured).
 */
export function IntegrationCell({ column, row, language }: IntegrationCellProps) {
  const { t } = useTranslation();
  const shown = displayCell(column, row.values[column.name], language);
  if (!row.changed.includes(column.name)) return <>{shown}</>;
  const previous = displayCell(column, row.previous[column.name], language);
  return (
    <Flex vertical gap={2}>
      <Typography.Text mark strong>
        <span style={SCREEN_READER_ONLY}>{t('integrations.changed')} </span>
        {shown}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('integrations.previous', { value: previous || '—' })}
      </Typography.Text>
    </Flex>
  );
}
