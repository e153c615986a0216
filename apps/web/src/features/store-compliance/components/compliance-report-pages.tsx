import { mayOpenRoute } from '@trade-terms/domain/route-access';
import {
  COMPLIANCE_ABSTRACT_SORT,
  COMPLIANCE_DETAIL_SORT,
  type TComplianceAbstractRow,
  type TComplianceDetailRow,
} from '@trade-terms/domain/store-compliance-reports';
import { Flex, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { ExportButton } from '../../../components/list-page/export-button';
import { ListPage } from '../../../components/list-page/list-page';
import { type PageResult, ServerTable } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { firstListState, type ListSort, listSearchOf } from '../../../platform/list-state';
import { signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useListState } from '../../../platform/use-list-state';
import { useComplianceAbstract, useComplianceDetail, useExportCompliance } from '../api/compliance-reports';
import {
  type ComplianceFilters,
  complianceFiltersOf,
  compliancePercentText,
  defaultWindow,
  reachedLabel,
  THRESHOLD_SOURCE_LABELS,
} from '../compliance-view';
import { ComplianceFilterBar } from './compliance-filters';

type LeverRow = TComplianceDetailRow | TComplianceAbstractRow;

/** Rows keyed for the table: a report row is a lever of an agreement in a period (and a store). */
function keyed<T extends LeverRow>(result: PageResult<T>): PageResult<T & { id: number }> {
  return {
    ...result,
    data: result.data && {
      total: result.data.total,
      items: result.data.items.map((row, index) => ({ ...row, id: index })),
    },
  };
}

/** A cell of two lines: the main text, and a secondary one beneath it. */
function TwoLines({ main, secondary }: { main: string; secondary: string }) {
  return (
    <Flex vertical>
      <Typography.Text>{main}</Typography.Text>
      <Typography.Text type="secondary">{secondary}</Typography.Text>
    </Flex>
  );
}

/** The columns of the lever of an agreement both reports start with. */
function useLeverColumns<T extends LeverRow>(): NonNullable<TableProps<T>['columns']> {
  const { t } = useTranslation();
  return [
    {
      key: 'agreement',
      title: t('complianceReports.agreement'),
      sorter: true,
      render: (_v, row) => (
        <TwoLines
          main={`${row.agreementId} — ${row.agreementDescription}`}
          secondary={`${row.holding.code} — ${row.holding.name}`}
        />
      ),
    },
    {
      key: 'lever',
      title: t('complianceReports.lever'),
      sorter: true,
      render: (_v, row) => (
        <TwoLines main={row.leverName} secondary={`${t('complianceReports.channels')}: ${row.channel}`} />
      ),
    },
    {
      key: 'region',
      title: t('complianceReports.region'),
      render: (_v, row) => (
        <TwoLines
          main={row.region ? `${row.region.code} — ${row.region.name}` : '—'}
          secondary={`${t('complianceReports.subregions')}: ${row.subregions.length > 0 ? row.subregions.join(', ') : '—'}`}
        />
      ),
    },
    {
      key: 'period',
      title: t('complianceReports.period'),
      sorter: true,
      render: (_v, row) => (
        <TwoLines main={row.period.label} secondary={`${row.period.first} – ${row.period.last}`} />
      ),
    },
  ];
}

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={value ? 'success' : 'error'}>
      {t(value ? 'complianceReports.yes' : 'complianceReports.no')}
    </Tag>
  );
}

/** The report's heading, export and filters around its table. */
function ReportFrame({
  title,
  report,
  filters,
  onFilters,
  children,
}: {
  title: string;
  report: 'detail' | 'abstract';
  filters: ComplianceFilters;
  onFilters: (filters: ComplianceFilters) => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const exporting = useExportCompliance(report);
  return (
    <ListPage
      title={title}
      actions={
        <ExportButton
          label={t('complianceReports.export')}
          loading={exporting.isPending}
          onClick={() =>
            exporting.mutate(complianceFiltersOf(filters), {
              onSuccess: (file) => feedback.success(t('complianceReports.exportSaved', { file })),
              onError: feedback.failure,
            })
          }
        />
      }
    >
      <ComplianceFilterBar onApply={onFilters} />
      {children}
    </ListPage>
  );
}

type DetailSort = (typeof COMPLIANCE_DETAIL_SORT)[number];
const DETAIL_SORT: ListSort<DetailSort> = { sortable: COMPLIANCE_DETAIL_SORT, defaultSort: 'agreement' };

function ComplianceDetail() {
  const { t } = useTranslation();
  const list = useListState(
    firstListState<DetailSort, ComplianceFilters>(DETAIL_SORT, defaultWindow()),
    DETAIL_SORT,
  );
  const { query: _query, ...filters } = list.state;
  const rows = useComplianceDetail({ ...listSearchOf(list.state), ...complianceFiltersOf(filters) });
  const columns: TableProps<TComplianceDetailRow & { id: number }>['columns'] = [
    ...useLeverColumns<TComplianceDetailRow & { id: number }>(),
    {
      key: 'store',
      title: t('complianceReports.storeName'),
      sorter: true,
      render: (_v, row) => (
        <TwoLines
          main={`${row.store.code} — ${row.store.name}`}
          secondary={`${t('complianceReports.customer')}: ${row.customer}`}
        />
      ),
    },
    {
      key: 'audited',
      title: t('complianceReports.audited'),
      render: (_v, row) => <YesNo value={row.audited} />,
    },
    {
      key: 'answers',
      title: t('complianceReports.answers'),
      render: (_v, row) =>
        t('complianceReports.answersValue', { yes: row.compliantAnswers, total: row.answers }),
    },
    {
      key: 'compliant',
      title: t('complianceReports.compliant'),
      render: (_v, row) => <YesNo value={row.compliant} />,
    },
  ];
  return (
    <ReportFrame
      title={t('complianceReports.detailTitle')}
      report="detail"
      filters={filters}
      onFilters={(next) => list.replace({ ...next, query: { ...list.state.query, page: 1 } })}
    >
      <ServerTable list={list} result={keyed(rows)} columns={columns} scroll={{ x: 'max-content' }} />
    </ReportFrame>
  );
}

type AbstractSort = (typeof COMPLIANCE_ABSTRACT_SORT)[number];
const ABSTRACT_SORT: ListSort<AbstractSort> = {
  sortable: COMPLIANCE_ABSTRACT_SORT,
  defaultSort: 'agreement',
};

function ComplianceAbstract() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const list = useListState(
    firstListState<AbstractSort, ComplianceFilters>(ABSTRACT_SORT, defaultWindow()),
    ABSTRACT_SORT,
  );
  const { query: _query, ...filters } = list.state;
  const rows = useComplianceAbstract({ ...listSearchOf(list.state), ...complianceFiltersOf(filters) });
  const columns: TableProps<TComplianceAbstractRow & { id: number }>['columns'] = [
    ...useLeverColumns<TComplianceAbstractRow & { id: number }>(),
    {
      key: 'auditedStores',
      title: t('complianceReports.auditedStores'),
      align: 'right',
      render: (_v, row) => row.auditedStores,
    },
    {
      key: 'compliantStores',
      title: t('complianceReports.compliantStores'),
      align: 'right',
      render: (_v, row) => row.compliantStores,
    },
    {
      key: 'compliancePercent',
      title: t('complianceReports.compliancePercent'),
      align: 'right',
      sorter: true,
      render: (_v, row) => compliancePercentText(row.compliancePercent, language) ?? '—',
    },
    {
      key: 'threshold',
      title: t('complianceReports.threshold'),
      align: 'right',
      render: (_v, row) => (
        <TwoLines
          main={compliancePercentText(row.thresholdPercent, language) ?? t('complianceReports.noThreshold')}
          secondary={row.thresholdSource ? t(THRESHOLD_SOURCE_LABELS[row.thresholdSource]) : ''}
        />
      ),
    },
    {
      key: 'reached',
      title: t('complianceReports.reached'),
      render: (_v, row) => (row.reached === null ? t(reachedLabel(row)) : <YesNo value={row.reached} />),
    },
  ];
  return (
    <ReportFrame
      title={t('complianceReports.abstractTitle')}
      report="abstract"
      filters={filters}
      onFilters={(next) => list.replace({ ...next, query: { ...list.state.query, page: 1 } })}
    >
      <ServerTable list={list} result={keyed(rows)} columns={columns} scroll={{ x: 'max-content' }} />
    </ReportFrame>
  );
}

const mayOpen = (path: string) => mayOpenRoute(path, signedInUser()?.authorities ?? null);

/** /lever/details-report: each audited store of a lever of an agreement in each period. */
export function ComplianceDetailPage() {
  if (!mayOpen(paths.complianceDetailReport.path)) return <ForbiddenResult />;
  return <ComplianceDetail />;
}

/** /lever/abstract-report: each lever of an agreement in each period against its threshold. */
export function ComplianceAbstractPage() {
  if (!mayOpen(paths.complianceAbstractReport.path)) return <ForbiddenResult />;
  return <ComplianceAbstract />;
}
