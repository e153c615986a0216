import {
  ASCERTAINMENT_REPORT_SORT_COLUMNS,
  type TAscertainmentReportRow,
} from '@trade-terms/domain/ascertainment-details-report';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Flex, Form, Space, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { ExportButton } from '../../../components/list-page/export-button';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { ServerTable } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { BASIS_LABELS, MODEL_LABELS, ORIGIN_LABELS } from '../../../platform/calculation-labels';
import { currentLanguage } from '../../../platform/i18n';
import { firstListState, type ListSort } from '../../../platform/list-state';
import { signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useListState } from '../../../platform/use-list-state';
import { formatValue } from '../../../platform/value-format';
import { useAscertainmentReport, useExportAscertainmentReport } from '../api/details-report';
import {
  LINE_STATUS_LABELS,
  moneyText,
  percentText,
  SIGNATURE_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
} from '../ascertainment-view';
import { firstReportFilters, type ReportFilterValues, reportFiltersOf } from '../details-report-view';
import {
  FundsTypeFilterField,
  ScopeFilterFields,
  SignatureFilterField,
  StatusFilterField,
} from './scope-filter-fields';

type SortColumn = (typeof ASCERTAINMENT_REPORT_SORT_COLUMNS)[number];
const SORT: ListSort<SortColumn> = { sortable: ASCERTAINMENT_REPORT_SORT_COLUMNS, defaultSort: 'competence' };

function ReportFilterBar({ onApply }: { onApply: (values: ReportFilterValues) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReportFilterValues>();
  return (
    <FilterGrid<ReportFilterValues>
      form={form}
      initialValues={firstReportFilters()}
      onSearch={onApply}
      clearLabel={t('ascertainmentScreens.clearFilters')}
      onClear={() => onApply(firstReportFilters())}
    >
      <Form.Item name="competenceFrom" label={t('ascertainmentReport.competenceFrom')}>
        <CompetencePicker allowClear />
      </Form.Item>
      <Form.Item name="competenceTo" label={t('ascertainmentReport.competenceTo')}>
        <CompetencePicker allowClear />
      </Form.Item>
      <ScopeFilterFields />
      <FundsTypeFilterField />
      <SignatureFilterField />
      <StatusFilterField />
    </FilterGrid>
  );
}

function useColumns(): TableProps<TAscertainmentReportRow>['columns'] {
  const { t } = useTranslation();
  const language = currentLanguage();
  const mayOpen = mayOpenRoute(paths.ascertainmentEdit.path, signedInUser()?.authorities ?? null);
  const money = (key: 'accurateValue' | 'validatedValue' | 'finalValue' | 'abatement' | 'toPay') => ({
    key,
    align: 'right' as const,
    render: (_v: unknown, row: TAscertainmentReportRow) => moneyText(row[key], language),
  });
  return [
    {
      key: 'agreement',
      title: t('ascertainmentScreens.agreement'),
      sorter: true,
      render: (_v, row) =>
        mayOpen ? (
          <Link
            to={paths.ascertainmentEdit.href(row.ascertainmentId)}
            aria-label={t('ascertainmentScreens.open', {
              id: row.ascertainmentId,
              agreement: row.agreementDescription,
            })}
          >
            {`${row.agreementId} - ${row.agreementDescription}`}
          </Link>
        ) : (
          `${row.agreementId} - ${row.agreementDescription}`
        ),
    },
    {
      key: 'economicGroup',
      title: t('ascertainmentScreens.holding'),
      sorter: true,
      render: (_v, { economicGroup }) => `${economicGroup.code} - ${economicGroup.name}`,
    },
    {
      key: 'channels',
      title: t('ascertainmentScreens.channels'),
      render: (_v, row) => row.channels.join(', '),
    },
    { key: 'commodity', dataIndex: 'commodity', title: t('ascertainmentScreens.commodity'), sorter: true },
    {
      key: 'competence',
      title: t('ascertainmentScreens.period'),
      sorter: true,
      render: (_v, row) => `${row.period} (${row.competence})`,
    },
    {
      key: 'status',
      title: t('ascertainmentScreens.status'),
      render: (_v, row) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLORS[row.status]}>{t(STATUS_LABELS[row.status])}</Tag>
          <Tag>{t(LINE_STATUS_LABELS[row.lineStatus])}</Tag>
        </Space>
      ),
    },
    { key: 'lever', dataIndex: 'lever', title: t('ascertainmentScreens.lever'), sorter: true },
    {
      key: 'model',
      title: t('ascertainmentReport.model'),
      render: (_v, row) => t(MODEL_LABELS[row.calculationModel]),
    },
    {
      key: 'basis',
      title: t('ascertainmentReport.basis'),
      render: (_v, row) => (row.calculationBasis ? t(BASIS_LABELS[row.calculationBasis]) : '—'),
    },
    {
      key: 'origin',
      title: t('ascertainmentReport.origin'),
      render: (_v, row) => t(ORIGIN_LABELS[row.origin]),
    },
    { key: 'fundsType', dataIndex: 'fundsType', title: t('ascertainmentScreens.onOff') },
    {
      key: 'achievement',
      title: t('ascertainmentReport.achievement'),
      align: 'right',
      render: (_v, row) => percentText(row.achievementPercent, language),
    },
    {
      key: 'rate',
      title: t('ascertainmentReport.rate'),
      align: 'right',
      render: (_v, row) => percentText(row.ratePercent, language),
    },
    { ...money('accurateValue'), title: t('ascertainmentScreens.accurateValue'), sorter: true },
    { ...money('validatedValue'), title: t('ascertainmentScreens.validatedValue') },
    { ...money('finalValue'), title: t('ascertainmentScreens.finalValue'), sorter: true },
    { ...money('abatement'), title: t('ascertainmentScreens.abatement') },
    { ...money('toPay'), title: t('ascertainmentScreens.toPay'), sorter: true },
    {
      key: 'deadline',
      title: t('ascertainmentScreens.deadline'),
      sorter: true,
      render: (_v, row) => (
        <Space size={4}>
          {formatValue('date', row.deadline, language)}
          {row.overdue && <Tag color="error">{t('ascertainmentScreens.overdue')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'signatureStatus',
      title: t('ascertainmentScreens.signatureStatus'),
      render: (_v, row) => t(SIGNATURE_LABELS[row.signatureStatus]),
    },
  ];
}

function DetailsReport() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [filters, setFilters] = useState(() => reportFiltersOf(firstReportFilters()));
  const list = useListState(firstListState<SortColumn, object>(SORT, {}), SORT);
  const result = useAscertainmentReport({ ...filters, ...list.state.query });
  const exporting = useExportAscertainmentReport();
  const columns = useColumns();
  return (
    <ListPage title={t('ascertainmentReport.title')}>
      <ReportFilterBar
        onApply={(values) => {
          setFilters(reportFiltersOf(values));
          list.setFilters({});
        }}
      />
      <Flex justify="end">
        <ExportButton
          label={t('ascertainmentReport.export')}
          loading={exporting.isPending}
          onClick={() =>
            exporting.mutate(filters, {
              onSuccess: (outcome) => {
                if (outcome.kind === 'saved')
                  feedback.success(t('registerScreens.exportSaved', { file: outcome.fileName }));
              },
              onError: feedback.failure,
            })
          }
        />
      </Flex>
      <ServerTable<TAscertainmentReportRow>
        list={list}
        result={result}
        columns={columns}
        scroll={{ x: 'max-content' }}
      />
    </ListPage>
  );
}

/** /ascertainment/details-report: one row per ascertainment lever line, with its Excel export. */
export function DetailsReportPage() {
  if (!mayOpenRoute(paths.ascertainmentDetailsReport.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <DetailsReport />;
}
