import { ACTPM_STATUSES, type ActpmStatus, type TActpmRow } from '@trade-terms/domain/actpm';
import { currentCompetence } from '@trade-terms/domain/competence';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { AppSelect } from '../../../components/form/app-select';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { ExportButton } from '../../../components/list-page/export-button';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { PagedTable } from '../../../components/list-page/server-table';
import { ScrollRegion } from '../../../components/scroll-region';
import { paths } from '../../../config/paths';
import { signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { usePagedFilters } from '../../../platform/use-list-state';
import { type TActpmReportFiltersInput, useActpmReport, useExportActpmReport } from '../api/actpm';
import { ActpmTotals, useActpmColumns } from './actpm-columns';

interface ReportFilters {
  competenceFrom: string | null;
  competenceTo: string | null;
  budgetTypes: string[];
  commodities: string[];
  statuses: ActpmStatus[];
}

function startingFilters(): ReportFilters {
  const current = currentCompetence();
  return {
    competenceFrom: `01/${current.slice(3)}`,
    competenceTo: current,
    budgetTypes: [],
    commodities: [],
    statuses: [],
  };
}

function filtersInput(filters: ReportFilters): TActpmReportFiltersInput | null {
  if (!filters.competenceFrom || !filters.competenceTo) return null;
  return {
    competenceFrom: filters.competenceFrom,
    competenceTo: filters.competenceTo,
    ...(filters.budgetTypes.length ? { budgetTypes: filters.budgetTypes } : {}),
    ...(filters.commodities.length ? { commodities: filters.commodities } : {}),
    ...(filters.statuses.length ? { statuses: filters.statuses } : {}),
  };
}

function ActpmReport() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<ReportFilters>();
  const { filters, apply, page, setPage } = usePagedFilters<ReportFilters>(startingFilters);
  const input = filtersInput(filters);
  const report = useActpmReport(input ? { ...input, ...page } : null);
  const exporting = useExportActpmReport();
  const columns = useActpmColumns({ competence: true });
  return (
    <ListPage
      title={t('actpm.report.title')}
      actions={
        <ExportButton
          label={t('actpm.export')}
          loading={exporting.isPending}
          onClick={() => input && exporting.mutate(input, { onError: feedback.failure })}
        />
      }
    >
      <FilterGrid<ReportFilters>
        form={form}
        initialValues={startingFilters()}
        clearLabel={t('cycleFolderScreens.clearFilters')}
        onSearch={(values) => apply({ ...startingFilters(), ...values })}
        onClear={() => apply(startingFilters())}
      >
        <Form.Item name="competenceFrom" label={t('actpm.competenceFrom')} htmlFor="actpm-report-from">
          <CompetencePicker id="actpm-report-from" />
        </Form.Item>
        <Form.Item name="competenceTo" label={t('actpm.competenceTo')} htmlFor="actpm-report-to">
          <CompetencePicker id="actpm-report-to" />
        </Form.Item>
        <Form.Item
          name="budgetTypes"
          label={t('actpm.column.budgetType')}
          htmlFor="actpm-report-budget-types"
        >
          <RegisterCodesSelect register="budgetType" id="actpm-report-budget-types" />
        </Form.Item>
        <Form.Item name="commodities" label={t('actpm.column.commodity')} htmlFor="actpm-report-commodities">
          <RegisterCodesSelect register="commodity" id="actpm-report-commodities" />
        </Form.Item>
        <Form.Item name="statuses" label={t('actpm.column.status')} htmlFor="actpm-report-statuses">
          <AppSelect<ActpmStatus[]>
            id="actpm-report-statuses"
            mode="multiple"
            options={ACTPM_STATUSES.map((status) => ({ value: status, label: t(`actpm.status.${status}`) }))}
          />
        </Form.Item>
      </FilterGrid>
      <ScrollRegion label={t('actpm.report.title')}>
        <PagedTable<TActpmRow> page={page} setPage={setPage} result={report} columns={columns} />
      </ScrollRegion>
      {report.data && report.data.total > 0 && <ActpmTotals totals={report.data.totals} />}
    </ListPage>
  );
}

/** /ascertainment-actpm/report: the ACTPM rows of a competence range, filtered, and their export. */
export function ActpmReportPage() {
  if (!mayOpenRoute(paths.actpmReport.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  return <ActpmReport />;
}
