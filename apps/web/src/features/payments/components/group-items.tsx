import type { TPaymentItem } from '@trade-terms/domain/payments';
import { Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { displayDay } from '../../../platform/dates';
import { currentLanguage } from '../../../platform/i18n';
import { formatValue } from '../../../platform/value-format';
import { useGroupItems } from '../api/payments';
import { STAGE_LABELS } from '../payments-view';

const money = (value: string | null) =>
  value === null ? '—' : formatValue('money', value, currentLanguage());

/**
 * A payment group's items under its row (`buscarItens`): the ascertainment each pays (opening
 * it), the agreement, the SAP payer, calculated and to pay, the map line and what it reserved,
 * the lot and daughter budget code, and SAP's payment once returned.
 */
export function GroupItems({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const items = useGroupItems(groupId);
  return (
    <section aria-label={t('payments.itemsOf', { id: groupId })}>
      <Table<TPaymentItem>
        size="small"
        rowKey="id"
        loading={items.isFetching}
        dataSource={items.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'ascertainment',
            title: t('payments.fields.ascertainment'),
            render: (_v, row) => (
              <Link
                to={paths.ascertainmentEdit.href(row.ascertainmentId)}
                aria-label={t('payments.openAscertainment', { id: row.ascertainmentId })}
              >
                {row.ascertainmentId}
              </Link>
            ),
          },
          { key: 'agreement', dataIndex: 'agreementId', title: t('payments.fields.agreement') },
          { key: 'economicGroup', dataIndex: 'economicGroup', title: t('payments.fields.economicGroup') },
          {
            key: 'payer',
            title: t('payments.fields.payer'),
            render: (_v, row) => (row.payerName ? `${row.payerCode} - ${row.payerName}` : row.payerCode),
          },
          {
            key: 'calculated',
            title: t('payments.fields.calculated'),
            align: 'right',
            render: (_v, row) => money(row.calculated),
          },
          {
            key: 'amount',
            title: t('payments.fields.toPay'),
            align: 'right',
            render: (_v, row) => money(row.amount),
          },
          {
            key: 'mapLine',
            title: t('payments.fields.mapLine'),
            render: (_v, row) => row.mapLineId ?? '—',
          },
          {
            key: 'reserved',
            title: t('payments.fields.reserved'),
            align: 'right',
            render: (_v, row) => money(row.reserved),
          },
          { key: 'lot', title: t('payments.fields.lot'), render: (_v, row) => row.lotCode ?? '—' },
          {
            key: 'daughterCode',
            title: t('payments.fields.daughterCode'),
            render: (_v, row) => row.daughterBudgetCode ?? '—',
          },
          {
            key: 'paymentNumber',
            title: t('payments.fields.paymentNumber'),
            render: (_v, row) => row.paymentNumber ?? '—',
          },
          {
            key: 'paymentDate',
            title: t('payments.fields.paymentDate'),
            render: (_v, row) =>
              row.paymentDate ? displayDay(dayjs(row.paymentDate), currentLanguage()) : '—',
          },
          {
            key: 'paymentStatus',
            title: t('payments.fields.paymentStatus'),
            render: (_v, row) => row.paymentStatus ?? '—',
          },
          {
            key: 'stage',
            title: t('payments.fields.stage'),
            render: (_v, row) => <Tag>{t(STAGE_LABELS[row.stage])}</Tag>,
          },
        ]}
      />
    </section>
  );
}
