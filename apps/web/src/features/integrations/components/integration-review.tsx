import type { IntegrationDeclaration, IntegrationTab } from '@trade-terms/domain/integrations';
import { Alert, Badge, Button, Card, Empty, Flex, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelLoader } from '../../../components/panel-loader';
import { useIntegrationRows } from '../api/get-integration-rows';
import { READABLE } from '../integration-view';
import { ApproveIntegration } from './approve-integration';
import { IntegrationRowsTable } from './integration-rows-table';
import { IntegrationSummary } from './integration-summary';

/** The review's heading takes the focus when an integration is opened from the history. */
export const REVIEW_HEADING_ID = 'integration-review-heading';

export interface IntegrationReviewProps {
  integration: IntegrationDeclaration;
  /** The integration opened from the history; none means the latest. */
  integrationId: number | undefined;
  canEdit: boolean;
  onShowLatest: () => void;
}

/** The integration under review: its summary, the approval and its rows in the spec's tabs. */
export function IntegrationReview({
  integration,
  integrationId,
  canEdit,
  onShowLatest,
}: IntegrationReviewProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<IntegrationTab>(integration.tabs[0] ?? 'NOVOS');
  // The summary and the counts come with any tab; the first page of the open tab is enough.
  const head = useIntegrationRows(integration, {
    ...(integrationId ? { integrationId } : {}),
    tab,
    page: 1,
    pageSize: 1,
  });
  const current = head.data?.integration ?? null;

  return (
    <Card
      title={
        <h2 id={REVIEW_HEADING_ID} tabIndex={-1} style={{ fontSize: 16, margin: 0 }}>
          {t('integrations.review')}
        </h2>
      }
      extra={
        integrationId !== undefined && <Button onClick={onShowLatest}>{t('integrations.showLatest')}</Button>
      }
    >
      {head.isPending && <PanelLoader />}
      {!head.isPending && !current && <Empty description={t('integrations.none')} />}
      {current && (
        <Flex vertical gap={16}>
          <IntegrationSummary integration={current} />
          {current.status === 'PROCESSANDO' && (
            <Alert type="info" showIcon title={t('integrations.processing')} role="status" />
          )}
          {current.status === 'ERRO' && (
            <Alert
              type="error"
              showIcon
              title={t('integrations.failed')}
              description={current.message ?? undefined}
            />
          )}
          {current.status !== 'PROCESSANDO' && current.status !== 'ERRO' && (
            <>
              <ApproveIntegration integration={integration} current={current} canEdit={canEdit} />
              <Tabs
                activeKey={tab}
                onChange={(key) => setTab(key as IntegrationTab)}
                destroyOnHidden
                items={integration.tabs.map((entry) => ({
                  key: entry,
                  label: (
                    <Space size={6}>
                      {t(`integrations.tab.${entry}`)}
                      <Badge
                        count={current.counts[entry] ?? 0}
                        showZero
                        overflowCount={99999}
                        color={
                          entry === 'NAO_INTEGRADOS' || entry === 'PENDENTES_ASSOCIACAO'
                            ? READABLE.badgeRed
                            : READABLE.badgeBlue
                        }
                      />
                    </Space>
                  ),
                  children: (
                    <IntegrationRowsTable
                      key={current.id}
                      integration={integration}
                      current={current}
                      tab={entry}
                      canEdit={canEdit}
                    />
                  ),
                }))}
              />
            </>
          )}
        </Flex>
      )}
    </Card>
  );
}
