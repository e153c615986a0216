import type { AscertainmentStatus } from '@trade-terms/domain/ascertainment';
import {
  DASHBOARD_KINDS,
  type DashboardKind,
  FINDING_MESSAGES,
  type TInconsistencyRow,
  type TInconsistencySearch,
} from '@trade-terms/domain/ascertainment-reconciliation';
import { currentCompetence } from '@trade-terms/domain/competence';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Flex, Form, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { AppSelect } from '../../../components/form/app-select';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { pagerOf } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { FIRST_PAGE, pageAfter } from '../../../platform/list-state';
import { signedInUser } from '../../../platform/session';
import { useInconsistencies } from '../api/reconciliation';
import { STATUS_COLORS, STATUS_LABELS } from '../ascertainment-view';
import { ScopeFilterFields } from './scope-filter-fields';

/** The label of each kind: the findings' spec texts, a lever line's inconsistency, the warning. */
const KIND_LABELS: Record<DashboardKind, MessageKey> = {
  ...FINDING_MESSAGES,
  LINE_INCONSISTENCY: 'reconciliation.kind.LINE_INCONSISTENCY',
  RECALCULATION: 'reconciliation.kind.RECALCULATION',
};

type Filters = Pick<
  TInconsistencySearch,
  'competence' | 'commodities' | 'economicGroups' | 'channels' | 'kinds'
>;

const FIRST_FILTERS: Filters = { competence: currentCompetence() };

/** Only the filters holding a value: an empty list or text means "any". */
function filtersOf(values: Filters): Filters {
  const list = <T,>(value: T[] | undefined) => (value && value.length > 0 ? value : undefined);
  const filters: Filters = {
    competence: values.competence?.trim() || undefined,
    commodities: list(values.commodities),
    economicGroups: list(values.economicGroups),
    channels: list(values.channels),
    kinds: list(values.kinds),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Filters;
}

function useColumns(): TableProps<TInconsistencyRow & { key: number }>['columns'] {
  const { t } = useTranslation();
  const mayOpen = mayOpenRoute(paths.ascertainmentEdit.path, signedInUser()?.authorities ?? null);
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
    {
      key: 'agreement',
      title: t('ascertainmentScreens.agreement'),
      render: (_value, row) => `${row.agreementId} - ${row.agreementDescription}`,
    },
    { key: 'economicGroup', dataIndex: 'economicGroup', title: t('ascertainmentScreens.holding') },
    { key: 'commodity', dataIndex: 'commodity', title: t('ascertainmentScreens.commodity') },
    { key: 'competence', dataIndex: 'competence', title: t('ascertainmentScreens.competence') },
    {
      key: 'status',
      title: t('ascertainmentScreens.status'),
      render: (_value, row) => {
        const status = row.status as AscertainmentStatus;
        return <Tag color={STATUS_COLORS[status]}>{t(STATUS_LABELS[status])}</Tag>;
      },
    },
    {
      key: 'kind',
      title: t('reconciliation.dashboard.kind'),
      render: (_value, row) => (
        <Tag color={row.overridden ? 'default' : row.kind === 'RECALCULATION' ? 'processing' : 'warning'}>
          {t(row.message as MessageKey)}
        </Tag>
      ),
    },
    { key: 'detail', dataIndex: 'detail', title: t('reconciliation.dashboard.detail') },
  ];
}

function InconsistenciesList() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>(filtersOf(FIRST_FILTERS));
  const [page, setPage] = useState(FIRST_PAGE);
  const result = useInconsistencies({ ...filters, ...page, direction: 'desc' });
  const columns = useColumns();
  const apply = (next: Filters) => {
    setFilters(filtersOf(next));
    setPage((current) => ({ ...current, page: 1 }));
  };
  const counts = result.data?.counts;
  return (
    <ListPage title={t('reconciliation.dashboard.title')}>
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
        <Form.Item name="kinds" label={t('reconciliation.dashboard.kind')}>
          <AppSelect
            mode="multiple"
            allowClear
            options={DASHBOARD_KINDS.map((value) => ({ value, label: t(KIND_LABELS[value]) }))}
          />
        </Form.Item>
      </FilterGrid>
      <Flex
        gap={8}
        wrap
        role="list"
        aria-label={t('reconciliation.dashboard.kind')}
        style={{ margin: '16px 0' }}
      >
        {DASHBOARD_KINDS.map((kind) => (
          <Tag key={kind} role="listitem">{`${t(KIND_LABELS[kind])}: ${counts?.[kind] ?? 0}`}</Tag>
        ))}
      </Flex>
      {result.isError && (
        <Alert type="error" showIcon title={failureTexts(result.error, (key) => t(key)).join(' ')} />
      )}
      <Table<TInconsistencyRow & { key: number }>
        columns={columns}
        dataSource={(result.data?.items ?? []).map((row, index) => ({ ...row, key: index }))}
        loading={result.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagerOf(page, result.data?.total, (key, values) => t(key, values))}
        onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
      />
    </ListPage>
  );
}

/** /inconsistencies-dashboard: the reconciliation findings, line inconsistencies and warnings of ascertainments. */
export function InconsistenciesDashboardPage() {
  if (!mayOpenRoute(paths.inconsistenciesDashboard.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <InconsistenciesList />;
}
