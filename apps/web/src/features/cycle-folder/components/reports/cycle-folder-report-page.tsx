import { MONEY_SCALES, type MoneyScale } from '@trade-terms/domain/budget-map';
import {
  CVA_GROUPS,
  CYCLE_FOLDER_REPORTS,
  type CycleFolderReport,
  type CycleFolderReportKey,
  isPagedGrain,
  LAST_DAYS,
  REPORT_MEASURES,
  REPORT_PERIODS,
  type ReportColumn,
  type ReportPeriod,
} from '@trade-terms/domain/cycle-folder-report-declarations';
import type { ReportCell } from '@trade-terms/domain/cycle-folder-reports';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Button, Descriptions, Flex, Form, Select, Table, type TableProps } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForbiddenResult } from '../../../../components/forbidden-result';
import { RegisterCodesSelect } from '../../../../components/form/register-codes-select';
import { FilterGrid } from '../../../../components/list-page/filter-grid';
import { ListPage } from '../../../../components/list-page/list-page';
import { pagerOf } from '../../../../components/list-page/server-table';
import { ScrollRegion } from '../../../../components/scroll-region';
import { paths } from '../../../../config/paths';
import { currentLanguage } from '../../../../platform/i18n';
import { FIRST_PAGE, pageAfter } from '../../../../platform/list-state';
import { SCALE_LABELS, scaledText } from '../../../../platform/money-scale';
import { signedInUser } from '../../../../platform/session';
import { formatValue } from '../../../../platform/value-format';
import { useCycleFolderReport, useExportCycleFolderReport } from '../../api/cycle-folder-reports';
import { yearChoices } from '../../cycle-folder-view';
import { ChoicesFilter } from '../choices-filter';
import { ReportChart } from './report-chart';

interface ReportFilters {
  year: number;
  period: ReportPeriod;
  lastDays?: (typeof LAST_DAYS)[number] | null;
  cvaGroups?: number[];
  channels?: string[];
  commodities?: string[];
  regions?: string[];
}

const initialFilters = (): ReportFilters => ({ year: new Date().getFullYear(), period: 'FY' });

/** The filters as the calls take them: an empty choice is no filter. */
function requestOf(filters: ReportFilters) {
  return {
    year: filters.year,
    period: filters.period,
    lastDays: filters.lastDays ?? null,
    cvaGroups: filters.cvaGroups ?? [],
    channels: filters.channels ?? [],
    commodities: filters.commodities ?? [],
    regions: filters.regions ?? [],
  };
}

/** A cell as the reader reads it: money at the scale, volumes and values to their places, labels named. */
function cellText(
  column: ReportColumn,
  value: ReportCell,
  scale: MoneyScale,
  t: (key: MessageKey) => string,
) {
  if (value === null || value === undefined) return '';
  const language = currentLanguage();
  switch (column.kind) {
    case 'money':
      return scaledText(String(value), scale, language);
    case 'volume':
      return formatValue({ decimals: 3 }, String(value), language);
    case 'unitValue':
      return formatValue({ decimals: 4 }, String(value), language);
    case 'integer':
      return formatValue('integer', String(value), language);
    case 'label':
      return column.labels?.[String(value)] ? t(column.labels[String(value)] as MessageKey) : String(value);
    default:
      return String(value);
  }
}

function useReportColumns(report: CycleFolderReport, scale: MoneyScale) {
  const { t } = useTranslation();
  return report.columns.map(
    (column): NonNullable<TableProps<Record<string, ReportCell>>['columns']>[number] => ({
      key: column.key,
      title: t(column.title),
      align: column.kind === 'text' || column.kind === 'label' ? 'left' : 'right',
      render: (_value, row) => {
        const text = cellText(column, row[column.key] ?? null, scale, t);
        // A folder's description opens the folder, where its actions and approval are.
        return column.key === 'folderDescription' && typeof row.folderId === 'number' ? (
          <Link to={paths.cycleFolderEdit.href(row.folderId)}>{text}</Link>
        ) : (
          text
        );
      },
    }),
  );
}

function ReportFiltersForm({ onApply }: { onApply: (filters: ReportFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReportFilters>();
  const initial = initialFilters();
  return (
    <FilterGrid<ReportFilters>
      form={form}
      initialValues={initial}
      clearLabel={t('cycleFolderScreens.clearFilters')}
      onSearch={(values) => onApply({ ...initial, ...values })}
      onClear={() => onApply(initial)}
    >
      <Form.Item name="year" label={t('cycleFolderReports.filters.year')}>
        <Select<number>
          aria-label={t('cycleFolderReports.filters.year')}
          options={yearChoices(new Date()).map((year) => ({ value: year, label: String(year) }))}
        />
      </Form.Item>
      <Form.Item name="period" label={t('cycleFolderReports.filters.period')}>
        <Select<ReportPeriod>
          aria-label={t('cycleFolderReports.filters.period')}
          options={REPORT_PERIODS.map((period) => ({
            value: period,
            label: t(`cycleFolderReports.period.${period}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="lastDays" label={t('cycleFolderReports.filters.lastDays')}>
        <Select<number>
          allowClear
          aria-label={t('cycleFolderReports.filters.lastDays')}
          placeholder={t('components.select.placeholder')}
          options={LAST_DAYS.map((days) => ({
            value: days,
            label: t('cycleFolderReports.filters.lastDaysOption', { days }),
          }))}
        />
      </Form.Item>
      <Form.Item name="cvaGroups" label={t('cycleFolderReports.filters.cvaGroups')}>
        <ChoicesFilter<number>
          label={t('cycleFolderReports.filters.cvaGroups')}
          options={CVA_GROUPS.map((group) => ({
            value: group,
            label: t('cycleFolderReports.filters.cvaGroupOption', { group }),
          }))}
        />
      </Form.Item>
      <Form.Item name="channels" label={t('cycleFolderReports.filters.channels')}>
        <RegisterCodesSelect register="channel" aria-label={t('cycleFolderReports.filters.channels')} />
      </Form.Item>
      <Form.Item name="commodities" label={t('cycleFolderReports.filters.commodities')}>
        <RegisterCodesSelect register="commodity" aria-label={t('cycleFolderReports.filters.commodities')} />
      </Form.Item>
      <Form.Item name="regions" label={t('cycleFolderReports.filters.regions')}>
        <RegisterCodesSelect register="region" aria-label={t('cycleFolderReports.filters.regions')} />
      </Form.Item>
    </FilterGrid>
  );
}

function ReportScreen({ report }: { report: CycleFolderReport }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [filters, setFilters] = useState<ReportFilters>(initialFilters);
  const [page, setPage] = useState(FIRST_PAGE);
  const [scale, setScale] = useState<MoneyScale>('NONE');
  const paged = isPagedGrain(report.grain);
  const request = requestOf(filters);
  const answer = useCycleFolderReport(report.key, paged ? { ...request, ...page } : request);
  const exporting = useExportCycleFolderReport(report.key);
  const columns = useReportColumns(report, scale);
  const data = answer.data;
  return (
    <ListPage
      title={t(report.title)}
      actions={
        <Flex gap={8} align="center">
          <label htmlFor={`report-scale-${report.key}`}>{t('cycleFolderReports.filters.scale')}</label>
          <Select<MoneyScale>
            id={`report-scale-${report.key}`}
            value={scale}
            onChange={setScale}
            style={{ minWidth: 140 }}
            options={MONEY_SCALES.map((value) => ({ value, label: t(SCALE_LABELS[value]) }))}
          />
          <Button loading={exporting.isPending} onClick={() => exporting.mutate({ ...request, scale })}>
            {t('cycleFolderReports.export')}
          </Button>
        </Flex>
      }
    >
      <ReportFiltersForm
        onApply={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, page: 1 }));
        }}
      />
      {exporting.error ? <Alert type="error" showIcon title={exporting.error.message} /> : null}
      {data && data.cycles.length === 0 ? (
        <Alert type="warning" showIcon title={t('cycleFolderReports.noCycles')} />
      ) : data ? (
        <Alert
          type="info"
          showIcon
          title={t('cycleFolderReports.cycles', { cycles: data.cycles.join(', ') })}
        />
      ) : null}
      {data ? (
        <Descriptions
          size="small"
          bordered
          title={t('cycleFolderReports.totals')}
          column={{ xs: 1, sm: 2, md: 4 }}
          items={REPORT_MEASURES.map((measure) => ({
            key: measure,
            label: t(`cycleFolderReports.measure.${measure}`),
            children: scaledText(data.totals[measure], scale, language),
          }))}
        />
      ) : null}
      <ReportChart report={report} rows={data?.rows ?? []} cycles={data?.cycles ?? []} scale={scale} />
      <ScrollRegion label={t(report.title)}>
        <Table<Record<string, ReportCell>>
          rowKey={(row) => String(row[report.rowKey])}
          size="middle"
          columns={columns}
          dataSource={data?.rows ?? []}
          loading={answer.isFetching}
          pagination={paged ? pagerOf(page, data?.total, t) : false}
          onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
        />
      </ScrollRegion>
    </ListPage>
  );
}

/** One report's screen, behind its route's roles (the fund summaries are open to every user). */
function reportPage(key: CycleFolderReportKey): ComponentType {
  const report = CYCLE_FOLDER_REPORTS[key];
  return function CycleFolderReportPage() {
    if (!mayOpenRoute(report.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
    return <ReportScreen report={report} />;
  };
}

/** The eight reports' screens, by report. */
export const REPORT_PAGES = Object.fromEntries(
  Object.keys(CYCLE_FOLDER_REPORTS).map((key) => [key, reportPage(key as CycleFolderReportKey)]),
) as Record<CycleFolderReportKey, ComponentType>;
