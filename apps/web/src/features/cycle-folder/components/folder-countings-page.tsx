import type { FolderCountingStatus, TFolderCountingListRow } from '@trade-terms/domain/folder-counting';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Form, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { pagerOf } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { FIRST_PAGE, pageAfter } from '../../../platform/list-state';
import { signedInUser } from '../../../platform/session';
import { formatValue } from '../../../platform/value-format';
import { useSearchFolderCountings } from '../api/folder-countings';
import { STATUS_COLORS, STATUS_LABELS } from '../cycle-folder-view';
import {
  ALL_COUNTING_STATUSES,
  COUNTING_STATUS_COLORS,
  COUNTING_STATUS_LABELS,
} from '../folder-counting-view';
import { ChoicesFilter } from './choices-filter';
import { folderKeyColumns } from './folder-key-columns';
import { chosenSearch, type FolderKeyChoices, FolderKeyFilters } from './folder-key-filters';

const money = (value: string) => formatValue('money', value, currentLanguage());

interface CountingFilters extends FolderKeyChoices {
  statuses?: FolderCountingStatus[];
}

function useCountingColumns(): TableProps<TFolderCountingListRow>['columns'] {
  const { t } = useTranslation();
  return [
    ...folderKeyColumns<TFolderCountingListRow>(t),
    {
      key: 'description',
      title: t('cycleFolderScreens.fields.description'),
      render: (_v, row) => (
        <Link
          to={paths.folderCounting.href(row.folderId)}
          aria-label={t('folderCounting.open', {
            year: row.year,
            cycle: row.cycle,
            description: row.description,
          })}
        >
          {row.description}
        </Link>
      ),
    },
    {
      key: 'folderStatus',
      title: t('folderCounting.fields.folderStatus'),
      render: (_v, row) => (
        <Tag color={STATUS_COLORS[row.folderStatus]}>{t(STATUS_LABELS[row.folderStatus])}</Tag>
      ),
    },
    {
      key: 'planned',
      align: 'right',
      title: t('cycleFolderScreens.fields.planned'),
      render: (_v, row) => money(row.planned),
    },
    {
      key: 'executed',
      align: 'right',
      title: t('folderCounting.fields.executed'),
      render: (_v, row) => money(row.executed),
    },
    {
      key: 'status',
      title: t('folderCounting.fields.countingStatus'),
      render: (_v, row) => (
        <Tag color={COUNTING_STATUS_COLORS[row.status]}>{t(COUNTING_STATUS_LABELS[row.status])}</Tag>
      ),
    },
  ];
}

function CountingFiltersForm({ onApply }: { onApply: (filters: CountingFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CountingFilters>();
  return (
    <FilterGrid<CountingFilters>
      form={form}
      initialValues={{}}
      clearLabel={t('cycleFolderScreens.clearFilters')}
      onSearch={(values) => onApply(values)}
      onClear={() => onApply({})}
    >
      <FolderKeyFilters />
      <Form.Item name="statuses" label={t('folderCounting.fields.countingStatus')}>
        <ChoicesFilter<FolderCountingStatus>
          label={t('folderCounting.fields.countingStatus')}
          options={ALL_COUNTING_STATUSES.map((status) => ({
            value: status,
            label: t(COUNTING_STATUS_LABELS[status]),
          }))}
        />
      </Form.Item>
    </FilterGrid>
  );
}

function FolderCountingsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<CountingFilters>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const countings = useSearchFolderCountings(chosenSearch(filters, page));
  const columns = useCountingColumns();
  return (
    <ListPage title={t('folderCounting.title')}>
      <CountingFiltersForm
        onApply={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, pagina: 1 }));
        }}
      />
      <Table<TFolderCountingListRow>
        rowKey="folderId"
        size="middle"
        columns={columns}
        dataSource={countings.data?.itens ?? []}
        loading={countings.isFetching}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({
          onClick: () => navigate(paths.folderCounting.href(row.folderId)),
          style: { cursor: 'pointer' },
        })}
        pagination={pagerOf(page, countings.data?.total, t)}
        onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
      />
    </ListPage>
  );
}

/** /counting: approved and closed folders with their counting, paged on the server; a row opens it. */
export function FolderCountingsPage() {
  if (!mayOpenRoute(paths.folderCountings.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <FolderCountingsList />;
}
