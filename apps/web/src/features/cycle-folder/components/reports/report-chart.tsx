import type { MoneyScale } from '@trade-terms/domain/budget-map';
import { atScale } from '@trade-terms/domain/budget-map';
import type { CycleFolderReport } from '@trade-terms/domain/cycle-folder-report-declarations';
import type { ReportCell } from '@trade-terms/domain/cycle-folder-reports';
import { Card, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { currentLanguage } from '../../../../platform/i18n';
import { scaledText } from '../../../../platform/money-scale';

/**
 * A report's picture: planned against executed, per month or per tactic, at the chosen scale. The
 * bars are drawn from the exact figures turned into numbers for drawing only; the table below
 * the chart holds the same figures exactly, so the chart is named for what it shows and
 * screen readers are pointed to the table.
 */
export function ReportChart({
  report,
  rows,
  cycles,
  scale,
}: {
  report: CycleFolderReport;
  rows: Record<string, ReportCell>[];
  /** The months the filters cover: a month without money is drawn as such, not left out. */
  cycles: readonly number[];
  scale: MoneyScale;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = currentLanguage();
  if (!report.chart || rows.length === 0) return null;
  const title = t(`cycleFolderReports.chart.${report.chart}`);
  const labelOf = (row: Record<string, ReportCell>) =>
    report.chart === 'fundsByTactic'
      ? String(row.tacticName ?? row.tacticType)
      : t('cycleFolderReports.chart.cycleLabel', { cycle: String(row.cycle) });
  const drawn =
    report.chart === 'plannedExecutedByCycle'
      ? cycles.map(
          (cycle) => rows.find((row) => row.cycle === cycle) ?? { cycle, planned: '0', executed: '0' },
        )
      : rows;
  const data = drawn.map((row) => ({
    label: labelOf(row),
    planned: Number(atScale(String(row.planned ?? '0'), scale)),
    executed: Number(atScale(String(row.executed ?? '0'), scale)),
  }));
  const money = (value: unknown) => scaledText(String(value), 'NONE', language);
  return (
    <Card size="small" title={title}>
      <div role="img" aria-label={t('cycleFolderReports.chart.summary', { title })} style={{ height: 280 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis tickFormatter={money} width={96} />
            <Tooltip formatter={money} />
            <Legend />
            <Bar dataKey="planned" name={t('cycleFolderReports.measure.planned')} fill={token.colorPrimary} />
            <Bar
              dataKey="executed"
              name={t('cycleFolderReports.measure.executed')}
              fill={token.colorSuccess}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
