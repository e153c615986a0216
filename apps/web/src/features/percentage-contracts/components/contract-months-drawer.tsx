import type { TPercentageAscertainment, TPercentageContract } from '@trade-terms/domain/percentage-contracts';
import { Drawer, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagerOf } from '../../../components/list-page/server-table';
import { currentLanguage } from '../../../platform/i18n';
import { pageAfter } from '../../../platform/list-state';
import { formatValue } from '../../../platform/value-format';
import { useContractMonths } from '../api/percentage-contracts';
import { BASIS_LABELS } from '../percentage-contracts-view';

const money = (value: string) => formatValue('money', value, currentLanguage());

/** The ascertained months of one contract: purchases on its basis, the value, and whether it is paid. */
export function ContractMonthsDrawer({
  contract,
  onClose,
}: {
  contract: TPercentageContract;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ page: 1, pageSize: 12 });
  const months = useContractMonths(contract.id, page);
  const columns: TableProps<TPercentageAscertainment>['columns'] = [
    { key: 'competence', title: t('percentageContracts.field.competence'), dataIndex: 'competence' },
    {
      key: 'basis',
      title: t('percentageContracts.field.basis'),
      render: (_v, row) => t(BASIS_LABELS[row.basis]),
    },
    {
      key: 'base',
      align: 'right',
      title: t('percentageContracts.field.base'),
      render: (_v, row) => money(row.base),
    },
    {
      key: 'value',
      align: 'right',
      title: t('percentageContracts.field.value'),
      render: (_v, row) => money(row.value),
    },
    { key: 'rows', align: 'right', title: t('percentageContracts.field.rows'), dataIndex: 'rows' },
    {
      key: 'inPayment',
      title: t('percentageContracts.field.inPayment'),
      render: (_v, row) =>
        row.inPayment ? (
          <Tag color="blue">{t('percentageContracts.yes')}</Tag>
        ) : (
          <Tag>{t('percentageContracts.no')}</Tag>
        ),
    },
  ];
  return (
    <Drawer
      open
      size="large"
      title={t('percentageContracts.ascertainmentsOf', { id: contract.id })}
      aria-label={t('percentageContracts.ascertainmentsOf', { id: contract.id })}
      closable={{ 'aria-label': t('common.close') }}
      onClose={onClose}
    >
      <Table<TPercentageAscertainment>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={months.data?.items ?? []}
        loading={months.isFetching}
        pagination={pagerOf(page, months.data?.total, t)}
        onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
      />
    </Drawer>
  );
}
