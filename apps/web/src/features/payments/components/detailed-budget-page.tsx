import type { TPaymentItem } from '@trade-terms/domain/payments';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Card, Descriptions, Flex, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { signedInUser } from '../../../platform/session';
import { formatValue } from '../../../platform/value-format';
import { useDetailedBudget } from '../api/payments';

const money = (value: string | null) =>
  value === null ? '—' : formatValue('money', value, currentLanguage());

function useColumns(): TableProps<TPaymentItem>['columns'] {
  const { t } = useTranslation();
  return [
    { key: 'economicGroup', dataIndex: 'economicGroup', title: t('payments.fields.economicGroup') },
    {
      key: 'payer',
      title: t('payments.fields.payer'),
      render: (_v, row) => (row.payerName ? `${row.payerCode} - ${row.payerName}` : row.payerCode),
    },
    {
      key: 'ascertainment',
      title: t('payments.fields.ascertainment'),
      // The link opens the ascertainment behind the amount, and gives the scrolling table a
      // keyboard stop (axe: a scrollable region must be reachable by keyboard).
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
    { key: 'competence', dataIndex: 'competence', title: t('payments.fields.competence') },
    { key: 'budgetType', dataIndex: 'budgetType', title: t('payments.fields.budgetType') },
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
      key: 'daughterCode',
      title: t('payments.fields.daughterCode'),
      render: (_v, row) => row.daughterBudgetCode ?? '—',
    },
    {
      key: 'mapLine',
      title: t('payments.fields.mapLine'),
      render: (_v, row) => (row.mapLineId === null ? t('payments.noMapLine') : `#${row.mapLineId}`),
    },
  ];
}

function DetailedBudget({ ids, lotCode }: { ids: number[]; lotCode: string }) {
  const { t } = useTranslation();
  const detail = useDetailedBudget(ids, lotCode);
  const columns = useColumns();
  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('payments.detailed.title', { lot: lotCode })} />
      <Card>
        <Flex vertical gap={16}>
          {detail.data && (
            <Descriptions
              size="small"
              items={[
                { key: 'lot', label: t('payments.fields.lot'), children: detail.data.lotCode },
                {
                  key: 'calculated',
                  label: t('payments.fields.calculated'),
                  children: money(detail.data.calculated),
                },
                { key: 'toPay', label: t('payments.fields.toPay'), children: money(detail.data.toPay) },
                {
                  key: 'difference',
                  label: t('payments.fields.difference'),
                  children: money(detail.data.difference),
                },
              ]}
            />
          )}
          <Table<TPaymentItem>
            rowKey="id"
            columns={columns}
            dataSource={detail.data?.itens ?? []}
            loading={detail.isFetching}
            scroll={{ x: 'max-content' }}
            pagination={false}
          />
        </Flex>
      </Card>
    </Flex>
  );
}

/** /payments/detailed-budget/{ids}/{lotCode}: a lot's ascertainments by customer and payer, with their map lines. */
export function DetailedBudgetPage() {
  const params = useParams();
  if (!mayOpenRoute(paths.paymentsDetailedBudget.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  const ids = (params.ids ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return <DetailedBudget ids={ids} lotCode={params.lotCode ?? ''} />;
}
