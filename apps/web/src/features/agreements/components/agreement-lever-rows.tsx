import type { TAgreementLeverRow } from '@trade-terms/domain/agreement-details';
import type { CalculationModel } from '@trade-terms/domain/levers';
import { Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODEL_LABELS } from '../../../platform/calculation-labels';
import { displayWireDate } from '../../../platform/dates';
import { currentLanguage } from '../../../platform/i18n';
import { formatValue } from '../../../platform/value-format';
import { LEVER_STATUS_COLORS, LEVER_STATUS_LABELS } from '../agreement-labels';
import { useLeverRows } from '../api/get-lever-rows';

/**
 * An agreement's levers as summary rows under its row of the list (`buscarAlavancasContrato`):
 * name, model, status (inactive since when), funds, business unit, yearly value and how many
 * customers, payers and events each holds, a page at a time.
 */
export function AgreementLeverRows({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const rows = useLeverRows(id, page);
  return (
    <section aria-label={t('agreements.leverRows.title', { id })}>
      <Table<TAgreementLeverRow>
        size="small"
        rowKey="id"
        loading={rows.isFetching}
        dataSource={rows.data?.items ?? []}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: rows.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: (page, pageSize) => setPage({ page, pageSize }),
        }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('agreements.leverRows.lever') },
          {
            key: 'model',
            title: t('agreements.leverDetail.model'),
            render: (_value, row) =>
              row.calculationModel ? t(MODEL_LABELS[row.calculationModel as CalculationModel]) : '',
          },
          {
            key: 'status',
            title: t('agreements.status'),
            render: (_value, row) => (
              <>
                <Tag color={LEVER_STATUS_COLORS[row.status]}>{t(LEVER_STATUS_LABELS[row.status])}</Tag>
                {row.inactiveSince &&
                  t('agreements.lever.inactiveSince', { date: displayWireDate(row.inactiveSince, language) })}
                {row.hasPendingValues && <Tag color="processing">{t('agreements.leverRows.pending')}</Tag>}
              </>
            ),
          },
          { key: 'fundsType', dataIndex: 'fundsType', title: t('agreements.lever.fundsType') },
          { key: 'commodity', dataIndex: 'commodity', title: t('agreements.lever.commodity') },
          {
            key: 'expectedYearlyValue',
            title: t('agreements.lever.expectedYearlyValue'),
            align: 'right',
            render: (_value, row) => formatValue('money', row.expectedYearlyValue, language),
          },
          {
            key: 'counts',
            title: t('agreements.leverRows.counts'),
            render: (_value, row) =>
              t('agreements.leverRows.countsValue', {
                customers: row.customerCount,
                payers: row.payerCount,
                events: row.eventCount,
              }),
          },
        ]}
      />
    </section>
  );
}
