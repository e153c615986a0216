import type { TPaymentItem } from '@trade-terms/domain/payments';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGroupItems } from '../api/payments';
import { type ItemColumnKey, useItemColumns } from './item-columns';

const GROUP_ITEM_COLUMNS: readonly ItemColumnKey[] = [
  'ascertainment',
  'agreement',
  'economicGroup',
  'payer',
  'calculated',
  'amount',
  'mapLine',
  'reserved',
  'lot',
  'daughterCode',
  'paymentNumber',
  'paymentDate',
  'paymentStatus',
  'stage',
];

/**
 * A payment group's items under its row (`buscarItens`): the ascertainment each pays (opening
 * it), the agreement, the SAP payer, calculated and to pay, the map line and what it reserved,
 * the lot and daughter budget code, and SAP's payment once returned.
 */
export function GroupItems({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const items = useGroupItems(groupId);
  const columns = useItemColumns(GROUP_ITEM_COLUMNS);
  return (
    <section aria-label={t('payments.itemsOf', { id: groupId })}>
      <Table<TPaymentItem>
        size="small"
        rowKey="id"
        loading={items.isFetching}
        dataSource={items.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={columns}
      />
    </section>
  );
}
