import type { TPaymentItem } from '@trade-terms/domain/payments';
import { type TableColumnType, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { displayDay } from '../../../platform/dates';
import { currentLanguage } from '../../../platform/i18n';
import { formatValue } from '../../../platform/value-format';
import { STAGE_LABELS } from '../payments-view';

const money = (value: string | null) =>
  value === null ? '—' : formatValue('money', value, currentLanguage());

type ItemColumn = TableColumnType<TPaymentItem>;

/** Every column a payment item is shown with, by key: each table picks its own and their order. */
function itemColumns(t: TFunction): Record<string, Omit<ItemColumn, 'key'>> {
  return {
    ascertainment: {
      title: t('payments.fields.source'),
      // The link opens the ascertainment (or the cycle folder) behind the amount, and gives a
      // scrolling table a keyboard stop (axe: a scrollable region must be reachable by keyboard).
      render: (_v, row) =>
        row.detachedAscertainmentId !== null ? (
          <Link
            to={paths.cashflowNewCounting.href(row.detachedAscertainmentId)}
            aria-label={t('payments.openDetached', { id: row.detachedAscertainmentId })}
          >
            {t('payments.detachedSource', { id: row.detachedAscertainmentId })}
          </Link>
        ) : row.percentageAscertainmentId !== null ? (
          <Link
            to={paths.percentageValue.href()}
            aria-label={t('payments.openPercentageContracts', { id: row.percentageAscertainmentId })}
          >
            {t('payments.percentageSource', { id: row.percentageAscertainmentId })}
          </Link>
        ) : row.folderId !== null ? (
          <Link
            to={paths.cycleFolderEdit.href(row.folderId)}
            aria-label={t('payments.openFolder', { id: row.folderId })}
          >
            {t('payments.folderSource', { id: row.folderId })}
          </Link>
        ) : (
          <Link
            to={paths.ascertainmentEdit.href(row.ascertainmentId ?? 0)}
            aria-label={t('payments.openAscertainment', { id: row.ascertainmentId ?? '' })}
          >
            {row.ascertainmentId}
          </Link>
        ),
    },
    agreement: { dataIndex: 'agreementId', title: t('payments.fields.agreement') },
    economicGroup: { dataIndex: 'economicGroup', title: t('payments.fields.economicGroup') },
    payer: {
      title: t('payments.fields.payer'),
      render: (_v, row) => (row.payerName ? `${row.payerCode} - ${row.payerName}` : row.payerCode),
    },
    competence: { dataIndex: 'competence', title: t('payments.fields.competence') },
    budgetType: { dataIndex: 'budgetType', title: t('payments.fields.budgetType') },
    calculated: {
      title: t('payments.fields.calculated'),
      align: 'right',
      render: (_v, row) => money(row.calculated),
    },
    amount: { title: t('payments.fields.toPay'), align: 'right', render: (_v, row) => money(row.amount) },
    mapLine: {
      title: t('payments.fields.mapLine'),
      render: (_v, row) => (row.mapLineId === null ? t('payments.noMapLine') : `#${row.mapLineId}`),
    },
    reserved: {
      title: t('payments.fields.reserved'),
      align: 'right',
      render: (_v, row) => money(row.reserved),
    },
    lot: { title: t('payments.fields.lot'), render: (_v, row) => row.lotCode ?? '—' },
    daughterCode: {
      title: t('payments.fields.daughterCode'),
      render: (_v, row) => row.daughterBudgetCode ?? '—',
    },
    paymentNumber: {
      title: t('payments.fields.paymentNumber'),
      render: (_v, row) => row.paymentNumber ?? '—',
    },
    paymentDate: {
      title: t('payments.fields.paymentDate'),
      render: (_v, row) => (row.paymentDate ? displayDay(dayjs(row.paymentDate), currentLanguage()) : '—'),
    },
    paymentStatus: {
      title: t('payments.fields.paymentStatus'),
      render: (_v, row) => row.paymentStatus ?? '—',
    },
    stage: {
      title: t('payments.fields.stage'),
      render: (_v, row) => <Tag>{t(STAGE_LABELS[row.stage])}</Tag>,
    },
  };
}

export type ItemColumnKey = keyof ReturnType<typeof itemColumns>;

/** The payment item columns of `keys`, in that order, in the user's language. */
export function useItemColumns(keys: readonly ItemColumnKey[]): ItemColumn[] {
  const { t } = useTranslation();
  const all = itemColumns(t);
  return keys.map((key) => ({ key, ...all[key] }));
}
