import type { TPaymentItem } from '@trade-terms/domain/payments';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Card, Descriptions, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { signedInUser } from '../../../platform/session';
import { formatValue } from '../../../platform/value-format';
import { useDetailedBudget } from '../api/payments';
import { type ItemColumnKey, useItemColumns } from './item-columns';

const money = (value: string | null) =>
  value === null ? '—' : formatValue('money', value, currentLanguage());

const DETAILED_BUDGET_COLUMNS: readonly ItemColumnKey[] = [
  'economicGroup',
  'payer',
  'ascertainment',
  'agreement',
  'competence',
  'budgetType',
  'calculated',
  'amount',
  'daughterCode',
  'mapLine',
];

function DetailedBudget({ ids, lotCode }: { ids: number[]; lotCode: string }) {
  const { t } = useTranslation();
  const detail = useDetailedBudget(ids, lotCode);
  const columns = useItemColumns(DETAILED_BUDGET_COLUMNS);
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
            dataSource={detail.data?.items ?? []}
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
