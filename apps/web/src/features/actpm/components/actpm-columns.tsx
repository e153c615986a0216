import type { TActpmRow } from '@trade-terms/domain/actpm';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { type TableColumnType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n';
import { formatValue } from '../../../platform/value-format';

const money = (value: string) => formatValue('money', value, currentLanguage());

type ActpmColumn = TableColumnType<TActpmRow>;
type MoneyKey = 'budget' | 'reserved' | 'consumed' | 'paid' | 'ascertained' | 'balance';

const MONEY_TITLES: Record<MoneyKey, MessageKey> = {
  budget: 'actpm.column.budget',
  reserved: 'actpm.column.reserved',
  consumed: 'actpm.column.consumed',
  paid: 'actpm.column.paid',
  ascertained: 'actpm.column.ascertained',
  balance: 'actpm.column.balance',
};

/** The columns of an ACTPM row; the report adds the competence before them. */
export function useActpmColumns(options: { competence: boolean }): ActpmColumn[] {
  const { t } = useTranslation();
  const moneyColumn = (key: MoneyKey) => ({
    key,
    title: t(MONEY_TITLES[key]),
    dataIndex: key,
    align: 'right' as const,
    render: (value: string) => money(value),
  });
  return [
    ...(options.competence
      ? [{ key: 'competence', title: t('actpm.column.competence'), dataIndex: 'competence' }]
      : []),
    {
      key: 'budgetType',
      title: t('actpm.column.budgetType'),
      render: (_value, row) =>
        row.budgetTypeName ? `${row.budgetType} - ${row.budgetTypeName}` : row.budgetType,
    },
    { key: 'actpmCode', title: t('actpm.column.actpmCode'), dataIndex: 'actpmCode' },
    { key: 'commodity', title: t('actpm.column.commodity'), dataIndex: 'commodity' },
    { key: 'channel', title: t('actpm.column.channel'), dataIndex: 'channel' },
    moneyColumn('budget'),
    moneyColumn('reserved'),
    moneyColumn('consumed'),
    moneyColumn('paid'),
    moneyColumn('ascertained'),
    moneyColumn('balance'),
    {
      key: 'status',
      title: t('actpm.column.status'),
      render: (_value, row) => (
        <Tag color={row.status === 'APROVADO' ? 'success' : 'processing'}>
          {t(`actpm.status.${row.status}`)}
        </Tag>
      ),
    },
  ];
}

/** The totals line under a table of rows. */
export function ActpmTotals({ totals }: { totals: { budget: string; paid: string; ascertained: string } }) {
  const { t } = useTranslation();
  return (
    <p>
      <strong>{t('actpm.totals')}:</strong> {t('actpm.column.budget')} {money(totals.budget)} ·{' '}
      {t('actpm.column.paid')} {money(totals.paid)} · {t('actpm.column.ascertained')}{' '}
      {money(totals.ascertained)}
    </p>
  );
}
