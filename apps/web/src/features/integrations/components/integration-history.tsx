import { EyeOutlined } from '@ant-design/icons';
import type { IntegrationDeclaration, TIntegration } from '@trade-terms/domain/integrations';
import { Button, Card, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagerOf } from '../../../components/list-page/server-table';
import { currentLanguage } from '../../../platform/i18n';
import { pageAfter } from '../../../platform/list-state';
import { formatInstant } from '../../../platform/value-format';
import { useIntegrationHistory } from '../api/get-integration-history';
import { statusStyle } from '../integration-view';
import { IntegrationCounts } from './integration-counts';
import { REVIEW_HEADING_ID } from './integration-review';

export interface IntegrationHistoryProps {
  integration: IntegrationDeclaration;
  /** The integration shown above, so its row is marked. */
  openId: number | undefined;
  onOpen: (id: number) => void;
}

/** Every integration of the kind, newest first: who, when, which file, status and counts. */
export function IntegrationHistory({ integration, openId, onOpen }: IntegrationHistoryProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState({ page: 1, pageSize: 10, direction: 'desc' as const });
  const history = useIntegrationHistory(integration, page);

  const columns: TableProps<TIntegration>['columns'] = [
    { key: 'id', title: t('integrations.number'), dataIndex: 'id', width: 90 },
    {
      key: 'importedAt',
      title: t('integrations.importedAt'),
      render: (_v, row) => formatInstant(row.importedAt, language),
    },
    { key: 'importedBy', title: t('integrations.importedBy'), dataIndex: 'requester' },
    { key: 'file', title: t('integrations.file'), dataIndex: 'fileName' },
    {
      key: 'status',
      title: t('integrations.statusLabel'),
      render: (_v, row) => (
        <Tag style={statusStyle(row.status)}>{t(`integrations.status.${row.status}`)}</Tag>
      ),
    },
    {
      key: 'counts',
      title: t('integrations.counts'),
      render: (_v, row) => <IntegrationCounts integration={integration} counts={row.counts} />,
    },
    { key: 'approvedBy', title: t('integrations.approvedBy'), render: (_v, row) => row.approver ?? '' },
    {
      key: 'approvedAt',
      title: t('integrations.approvedAt'),
      render: (_v, row) => formatInstant(row.approvedAt, language),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_v, row) => (
        <Button
          size="small"
          icon={<EyeOutlined aria-hidden />}
          disabled={row.id === openId}
          aria-label={t('integrations.openNamed', { id: row.id })}
          onClick={() => {
            onOpen(row.id);
            // Keyboard and screen-reader users land on what they opened.
            document.getElementById(REVIEW_HEADING_ID)?.focus();
          }}
        >
          {t('integrations.open')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('integrations.history')}</h2>}>
      <Table<TIntegration>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        loading={history.isPending}
        dataSource={history.data?.items ?? []}
        columns={columns}
        locale={{ emptyText: <Typography.Text type="secondary">{t('integrations.none')}</Typography.Text> }}
        onChange={(pagination) => setPage(pageAfter(page, pagination))}
        pagination={pagerOf(page, history.data?.total, t)}
      />
    </Card>
  );
}
