import {
  DIVERGENCE_CODE_LABELS,
  divergenceMessage,
  divergenceValueText,
  type TDivergence,
} from '@trade-terms/domain/agreement-divergences';
import type { TAgreement } from '@trade-terms/domain/agreements';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Alert, Flex, Table, type TableProps, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryPlaceholder } from '../../../components/panel-placeholder';
import { currentLanguage } from '../../../platform/i18n';
import { hasRole, signedInUser } from '../../../platform/session';
import { screenActionsOf } from '../agreement-actions';
import { useDivergences } from '../api/get-divergences';
import { useNotRecommended } from '../api/get-not-recommended';

const STORE_SIZE_LABELS: Record<NonNullable<TDivergence['storeSize']>, MessageKey> = {
  P: 'fieldOptions.storeSize.P',
  M: 'fieldOptions.storeSize.M',
  G: 'fieldOptions.storeSize.G',
};

const rowKey = (row: TDivergence) =>
  [row.agreementLeverId, row.field, row.storeSize, row.region, row.recommended, row.adjustedValue].join('|');

/**
 * The divergences of the agreement's levers from the lever recommendations, and its levers the
 * recommendations advise against: above the actions, so an approver reads them before deciding
 * (a warning for whoever may decide now, information for everyone else). Sentences are written
 * in the reader's language from the values, as the server writes them.
 */
export function AgreementDivergences({ agreement }: { agreement: TAgreement }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const headingId = useId();
  const divergences = useDivergences(agreement.id);
  const notRecommended = useNotRecommended(agreement.id);
  const deciding = screenActionsOf(agreement, { id: signedInUser()?.id ?? 0, hasRole }).includes('approve');

  const failed = divergences.error ?? notRecommended.error;
  if (failed || !divergences.data || !notRecommended.data) {
    // Whoever may decide now always reads something here (the divergences, or that none were
    // found), so their place is held above the actions while they load and the buttons do not
    // move under the pointer when they arrive. For everyone else an agreement without divergences
    // shows nothing, so a held place would only vanish and move the buttons up.
    if (!failed && !deciding) return null;
    return (
      <QueryPlaceholder
        queries={[divergences, notRecommended]}
        failureTitle={(reason) => t('divergences.loadFailed', { reason })}
      />
    );
  }
  const rows = divergences.data.list;
  const marks = notRecommended.data.list;
  if (rows.length === 0 && marks.length === 0) {
    return deciding ? <Alert type="success" showIcon title={t('divergences.noneFound')} /> : null;
  }

  const sizeText = (size: TDivergence['storeSize']) =>
    size ? t(STORE_SIZE_LABELS[size]) : t('divergences.allSizes');
  const columns: TableProps<TDivergence>['columns'] = [
    { key: 'lever', title: t('divergences.column.lever'), dataIndex: 'lever' },
    { key: 'commodity', title: t('divergences.column.commodity'), dataIndex: 'commodity' },
    { key: 'channel', title: t('divergences.column.channel'), dataIndex: 'channel' },
    {
      key: 'storeSize',
      title: t('divergences.column.storeSize'),
      render: (_value, row) => sizeText(row.storeSize),
    },
    {
      key: 'divergence',
      title: t('divergences.column.divergence'),
      // The sentence wraps here rather than pushing the values out of sight.
      width: 380,
      render: (_value, row) => (
        <Flex vertical gap={4}>
          <span>
            <Tag color="warning">{t(DIVERGENCE_CODE_LABELS[row.divergence])}</Tag>
            <Typography.Text type="secondary">{row.divergence}</Typography.Text>
          </span>
          <span>{divergenceMessage(row, language)}</span>
        </Flex>
      ),
    },
    {
      key: 'recommended',
      title: t('divergences.column.recommended'),
      render: (_value, row) => divergenceValueText(row.field, row.recommended, language),
    },
    {
      key: 'adjusted',
      title: t('divergences.column.adjusted'),
      render: (_value, row) => divergenceValueText(row.field, row.adjustedValue, language),
    },
  ];

  return (
    <section aria-labelledby={headingId}>
      <Flex vertical gap={8}>
        <Alert
          type={deciding ? 'warning' : 'info'}
          showIcon
          title={
            <h2 id={headingId} style={{ fontSize: 'inherit', margin: 0 }}>
              {t('divergences.title')}
            </h2>
          }
          description={
            <>
              {t('divergences.intro')} <strong>{t('divergences.count', { count: rows.length })}</strong>
            </>
          }
        />
        {rows.length > 0 && (
          <Table<TDivergence>
            rowKey={rowKey}
            size="small"
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 960 }}
            aria-label={t('divergences.title')}
          />
        )}
        {marks.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('divergences.notRecommendedTitle')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {marks.map((mark) => (
                  <li key={`${mark.agreementLeverId}-${mark.recommendationId}`}>
                    {t('divergences.notRecommended', {
                      lever: mark.lever,
                      commodity: mark.commodity,
                      channel: mark.channel,
                      region: mark.region,
                      storeSize: sizeText(mark.storeSize),
                    })}
                  </li>
                ))}
              </ul>
            }
          />
        )}
      </Flex>
    </section>
  );
}
