import type { TExecutionRow, TExecutionSearch } from '@trade-terms/domain/ascertainment-execution';
import { currentCompetence } from '@trade-terms/domain/competence';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Button, Flex, Form, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { pagerOf } from '../../../components/list-page/server-table';
import { ScrollRegion } from '../../../components/scroll-region';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { currentLanguage } from '../../../platform/i18n';
import { FIRST_PAGE, pageAfter } from '../../../platform/list-state';
import { signedInUser } from '../../../platform/session';
import { useExecution, useExportExecution } from '../api/execution';
import {
  LINE_STATUS_LABELS,
  moneyText,
  percentText,
  STATUS_COLORS,
  STATUS_LABELS,
} from '../ascertainment-view';
import { metricDescription } from '../execution-view';
import { ScopeFilterFields } from './scope-filter-fields';

type Filters = Pick<TExecutionSearch, 'competence' | 'commodities' | 'economicGroups' | 'channels'>;

const FIRST_FILTERS: Filters = { competence: currentCompetence() };

/** Only the filters holding a value: an empty list or text means "any". */
function filtersOf(values: Filters): Filters {
  const list = (value: string[] | undefined) => (value && value.length > 0 ? value : undefined);
  const filters: Filters = {
    competence: values.competence?.trim() || undefined,
    commodities: list(values.commodities),
    economicGroups: list(values.economicGroups),
    channels: list(values.channels),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Filters;
}

function useColumns(): TableProps<TExecutionRow & { key: number }>['columns'] {
  const { t } = useTranslation();
  const language = currentLanguage();
  const mayOpen = mayOpenRoute(paths.ascertainmentEdit.path, signedInUser()?.authorities ?? null);
  const money = (value: string) => moneyText(value, language);
  return [
    {
      key: 'ascertainment',
      title: t('ascertainmentScreens.id'),
      render: (_value, row) =>
        mayOpen ? (
          <Link
            to={paths.ascertainmentEdit.href(row.ascertainmentId)}
            aria-label={t('ascertainmentScreens.open', {
              id: row.ascertainmentId,
              agreement: row.agreementDescription,
            })}
          >
            {row.ascertainmentId}
          </Link>
        ) : (
          row.ascertainmentId
        ),
    },
    // Names and the metric read on few lines: the wrapper scrolls rather than squeeze them.
    {
      key: 'lever',
      dataIndex: 'leverName',
      title: t('ascExecution.lever'),
      onCell: () => ({ style: { minWidth: 180 } }),
    },
    {
      key: 'agreement',
      title: t('ascExecution.contract'),
      onCell: () => ({ style: { minWidth: 220 } }),
      render: (_value, row) => `${row.agreementId} - ${row.agreementDescription}`,
    },
    { key: 'economicGroup', dataIndex: 'economicGroup', title: t('ascertainmentScreens.holding') },
    { key: 'commodity', dataIndex: 'commodity', title: t('ascertainmentScreens.commodity') },
    {
      key: 'channels',
      title: t('ascExecution.channel'),
      render: (_value, row) => row.channels.join(', '),
    },
    { key: 'fundsType', dataIndex: 'fundsType', title: t('ascExecution.fundsType') },
    {
      key: 'metric',
      title: t('ascExecution.metricDescription'),
      onCell: () => ({ style: { minWidth: 200 } }),
      render: (_value, row) => metricDescription(row, t, money),
    },
    {
      key: 'discount',
      title: t('ascExecution.contractDiscount'),
      align: 'right',
      render: (_value, row) => percentText(row.discountPercent, language),
    },
    {
      key: 'metricPercent',
      title: t('ascExecution.metricPercent'),
      align: 'right',
      render: (_value, row) => percentText(row.achievementPercent, language),
    },
    {
      key: 'achievement',
      title: t('ascExecution.achievement'),
      align: 'right',
      render: (_value, row) => moneyText(row.achievementValue, language),
    },
    {
      key: 'lineStatus',
      title: t('ascExecution.lineStatus'),
      render: (_value, row) => t(LINE_STATUS_LABELS[row.lineStatus]),
    },
    {
      key: 'status',
      title: t('ascertainmentScreens.status'),
      render: (_value, row) => <Tag color={STATUS_COLORS[row.status]}>{t(STATUS_LABELS[row.status])}</Tag>,
    },
  ];
}

function ExecutionList() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>(filtersOf(FIRST_FILTERS));
  const [page, setPage] = useState(FIRST_PAGE);
  const result = useExecution({ ...filters, ...page, direction: 'asc' });
  const columns = useColumns();
  const exporting = useExportExecution();
  const apply = (next: Filters) => {
    setFilters(filtersOf(next));
    setPage((current) => ({ ...current, page: 1 }));
  };
  return (
    <ListPage title={t('ascExecution.title')}>
      <FilterGrid<Filters>
        form={form}
        initialValues={FIRST_FILTERS}
        onSearch={apply}
        clearLabel={t('ascertainmentScreens.clearFilters')}
        onClear={() => apply(FIRST_FILTERS)}
      >
        <Form.Item name="competence" label={t('ascertainmentScreens.competence')}>
          <CompetencePicker allowClear />
        </Form.Item>
        <ScopeFilterFields />
      </FilterGrid>
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Button loading={exporting.isPending} onClick={() => exporting.mutate(filters)}>
          {t('ascExecution.export')}
        </Button>
      </Flex>
      {result.isError && (
        <Alert type="error" showIcon title={failureTexts(result.error, (key) => t(key)).join(' ')} />
      )}
      <ScrollRegion label={t('ascExecution.title')}>
        <Table<TExecutionRow & { key: number }>
          columns={columns}
          dataSource={(result.data?.items ?? []).map((row) => ({ ...row, key: row.lineId }))}
          loading={result.isFetching}
          pagination={pagerOf(page, result.data?.total, (key, values) => t(key, values))}
          onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
        />
      </ScrollRegion>
    </ListPage>
  );
}

/** /trade-agreements-ascertainment/execution: how each lever of the ascertained agreements is doing. */
export function ExecutionPage() {
  if (!mayOpenRoute(paths.ascertainmentExecution.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <ExecutionList />;
}
