import { LinkOutlined } from '@ant-design/icons';
import type {
  IntegrationDeclaration,
  IntegrationTab,
  TIntegration,
  TIntegrationRow,
} from '@trade-terms/domain/integrations';
import { Button, Table, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagerOf } from '../../../components/list-page/server-table';
import { currentLanguage } from '../../../platform/i18n';
import { FIRST_PAGE, pageAfter } from '../../../platform/list-state';
import { useIntegrationRows } from '../api/get-integration-rows';
import { mayAssociate } from '../integration-view';
import { AssociateDialog } from './associate-dialog';
import { IntegrationCell } from './integration-cell';
import { MissingAssociations } from './missing-associations';

export interface IntegrationRowsTableProps {
  integration: IntegrationDeclaration;
  current: TIntegration;
  tab: IntegrationTab;
  canEdit: boolean;
}

/** One tab's rows, paged on the server, in the file's order. */
export function IntegrationRowsTable({ integration, current, tab, canEdit }: IntegrationRowsTableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState(FIRST_PAGE);
  const [associating, setAssociating] = useState<TIntegrationRow | null>(null);
  const rows = useIntegrationRows(integration, { integrationId: current.id, tab, ...page });

  const columns: TableProps<TIntegrationRow>['columns'] = [
    { key: 'line', title: t('integrations.row'), dataIndex: 'line', width: 80 },
    ...integration.columns.map((column) => ({
      key: column.name,
      title: t(column.label),
      render: (_value: unknown, row: TIntegrationRow) => (
        <IntegrationCell column={column} row={row} language={language} />
      ),
    })),
    ...(tab === 'NAO_INTEGRADOS'
      ? [
          {
            key: 'reason',
            title: t('integrations.reason'),
            render: (_v: unknown, row: TIntegrationRow) => row.reason ?? '',
          },
        ]
      : []),
    ...(tab === 'PENDENTES_ASSOCIACAO'
      ? [
          {
            key: 'missing',
            title: t('integrations.missing'),
            render: (_v: unknown, row: TIntegrationRow) => <MissingAssociations missing={row.missing} />,
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_v: unknown, row: TIntegrationRow) =>
              mayAssociate(current, row, canEdit) && (
                <Button
                  size="small"
                  icon={<LinkOutlined aria-hidden />}
                  aria-label={t('integrations.associateRow', {
                    code: row.values.code ?? '',
                    row: row.line,
                  })}
                  onClick={() => setAssociating(row)}
                >
                  {t('integrations.associate')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Table<TIntegrationRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        loading={rows.isPending}
        dataSource={rows.data?.items ?? []}
        columns={columns}
        locale={{
          emptyText: <Typography.Text type="secondary">{t('integrations.emptyTab')}</Typography.Text>,
        }}
        onChange={(pagination) => setPage(pageAfter(page, pagination))}
        pagination={pagerOf(page, rows.data?.total, t)}
      />
      {associating && <AssociateDialog row={associating} onClose={() => setAssociating(null)} />}
    </>
  );
}
