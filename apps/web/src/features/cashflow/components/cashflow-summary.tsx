import type { TCashflow, TCashflowFigures } from '@trade-terms/domain/cashflow';
import { Card, Flex, Table, type TableProps, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { currentLanguage } from '../../../platform/i18n';
import { formatValue } from '../../../platform/value-format';

const FIGURES = [
  { figure: 'forecast', label: 'cashflow.figures.forecast' },
  { figure: 'approved', label: 'cashflow.figures.approved' },
  { figure: 'paid', label: 'cashflow.figures.paid' },
] as const;

const money = (value: string) => formatValue('money', value, currentLanguage());

interface FlowRow extends TCashflowFigures {
  key: string;
  competence: string;
  budgetType: string | null;
}

/** One row per month and budget type, then the month's total: what the export holds too. */
function flowRows(flow: TCashflow, totalLabel: string): FlowRow[] {
  return [
    ...flow.months.flatMap((month) => [
      ...month.budgetTypes.map((type) => ({
        key: `${month.competence}|${type.budgetType}`,
        competence: month.competence,
        budgetType: type.budgetTypeName ? `${type.budgetType} · ${type.budgetTypeName}` : type.budgetType,
        forecast: type.forecast,
        approved: type.approved,
        paid: type.paid,
      })),
      {
        key: `${month.competence}|total`,
        competence: month.competence,
        budgetType: null,
        forecast: month.forecast,
        approved: month.approved,
        paid: month.paid,
      },
    ]),
    { key: 'total', competence: totalLabel, budgetType: null, ...flow.totals },
  ];
}

/**
 * The cash flow of the filters: a chart by month (the exact figures turned into numbers for
 * drawing only; screen readers are pointed to the table) and the table with the exact figures,
 * per budget type and month.
 */
export function CashflowSummary({ flow, loading }: { flow: TCashflow | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const title = t('cashflow.chartTitle');
  const data = (flow?.months ?? []).map((month) => ({
    label: month.competence,
    forecast: Number(month.forecast),
    approved: Number(month.approved),
    paid: Number(month.paid),
  }));
  const total = t('cashflow.total');
  const strong = (row: FlowRow, text: string) => (row.budgetType === null ? <strong>{text}</strong> : text);
  const columns: TableProps<FlowRow>['columns'] = [
    {
      key: 'competence',
      title: t('cashflow.fields.competence'),
      render: (_v, row) => strong(row, row.competence),
    },
    {
      key: 'budgetType',
      title: t('cashflow.fields.budgetType'),
      // The year's row names itself in the first column.
      render: (_v, row) => strong(row, row.key === 'total' ? '' : (row.budgetType ?? total)),
    },
    ...FIGURES.map(({ figure, label }) => ({
      key: figure,
      align: 'right' as const,
      title: t(label),
      render: (_v: unknown, row: FlowRow) => strong(row, money(row[figure])),
    })),
  ];
  const tick = (value: unknown) => money(String(value));
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('cashflow.flowTitle')}
      </Typography.Title>
      <Card size="small" title={title}>
        <div role="img" aria-label={t('cashflow.chartSummary', { title })} style={{ height: 260 }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis tickFormatter={tick} width={110} />
              <Tooltip formatter={tick} />
              <Legend />
              <Bar dataKey="forecast" name={t('cashflow.figures.forecast')} fill={token.colorWarning} />
              <Bar dataKey="approved" name={t('cashflow.figures.approved')} fill={token.colorPrimary} />
              <Bar dataKey="paid" name={t('cashflow.figures.paid')} fill={token.colorSuccess} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Table<FlowRow>
        size="small"
        rowKey="key"
        aria-label={t('cashflow.flowTitle')}
        loading={loading}
        columns={columns}
        dataSource={flow ? flowRows(flow, total) : []}
        pagination={false}
      />
    </Flex>
  );
}
