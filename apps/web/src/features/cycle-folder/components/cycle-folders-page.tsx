import type { CycleFolderStatus, TCycleFolderRow } from '@trade-terms/domain/cycle-folders';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Form, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { AppSelect } from '../../../components/form/app-select';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { NewButton } from '../../../components/list-page/new-button';
import { pagerOf } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { FIRST_PAGE, pageAfter } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { formatValue } from '../../../platform/value-format';
import { useSearchCycleFolders } from '../api/cycle-folders';
import {
  ALL_STATUSES,
  type FolderFilters,
  folderSearchOf,
  NO_FOLDER_FILTERS,
  STATUS_COLORS,
  STATUS_LABELS,
} from '../cycle-folder-view';
import { ChoicesFilter } from './choices-filter';
import { folderKeyColumns } from './folder-key-columns';
import { FolderKeyFilters } from './folder-key-filters';

const money = (value: string) => formatValue('money', value, currentLanguage());

function useFolderColumns(): TableProps<TCycleFolderRow>['columns'] {
  const { t } = useTranslation();
  return [
    ...folderKeyColumns<TCycleFolderRow>(t),
    {
      key: 'description',
      title: t('cycleFolderScreens.fields.description'),
      render: (_v, row) => (
        <Link
          to={paths.cycleFolderEdit.href(row.id)}
          aria-label={t('cycleFolderScreens.openFolder', {
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
      key: 'status',
      title: t('cycleFolderScreens.fields.status'),
      render: (_v, row) => <Tag color={STATUS_COLORS[row.status]}>{t(STATUS_LABELS[row.status])}</Tag>,
    },
    {
      key: 'planning',
      title: t('cycleFolderScreens.fields.planning'),
      render: (_v, row) =>
        t(row.planningOpen ? 'cycleFolderScreens.planning.open' : 'cycleFolderScreens.planning.closed'),
    },
    {
      key: 'actionCount',
      dataIndex: 'actionCount',
      align: 'right',
      title: t('cycleFolderScreens.fields.actionCount'),
    },
    {
      key: 'planned',
      align: 'right',
      title: t('cycleFolderScreens.fields.planned'),
      render: (_v, row) => money(row.planned),
    },
    {
      key: 'reserved',
      align: 'right',
      title: t('cycleFolderScreens.fields.reserved'),
      render: (_v, row) => money(row.reserved),
    },
  ];
}

function FolderFiltersForm({ onApply }: { onApply: (filters: FolderFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FolderFilters>();
  return (
    <FilterGrid<FolderFilters>
      form={form}
      initialValues={NO_FOLDER_FILTERS}
      clearLabel={t('cycleFolderScreens.clearFilters')}
      onSearch={(values) => onApply({ ...NO_FOLDER_FILTERS, ...values })}
      onClear={() => onApply(NO_FOLDER_FILTERS)}
    >
      <FolderKeyFilters />
      <Form.Item name="statuses" label={t('cycleFolderScreens.fields.status')}>
        <ChoicesFilter<CycleFolderStatus>
          label={t('cycleFolderScreens.fields.status')}
          options={ALL_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
        />
      </Form.Item>
      <Form.Item name="planning" label={t('cycleFolderScreens.fields.planning')}>
        <AppSelect<'open' | 'closed'>
          aria-label={t('cycleFolderScreens.fields.planning')}
          options={[
            { value: 'open', label: t('cycleFolderScreens.planning.open') },
            { value: 'closed', label: t('cycleFolderScreens.planning.closed') },
          ]}
        />
      </Form.Item>
    </FilterGrid>
  );
}

function CycleFoldersList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<FolderFilters>(NO_FOLDER_FILTERS);
  const [page, setPage] = useState(FIRST_PAGE);
  const folders = useSearchCycleFolders(folderSearchOf(filters, page));
  const columns = useFolderColumns();
  return (
    <ListPage
      title={t('cycleFolderScreens.title')}
      actions={
        hasRole('ROLE_ABRIR_PASTA_CICLO') && (
          <NewButton label={t('cycleFolderScreens.new')} to={paths.cycleFolderRegister.href()} />
        )
      }
    >
      <FolderFiltersForm
        onApply={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, page: 1 }));
        }}
      />
      <Table<TCycleFolderRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={folders.data?.items ?? []}
        loading={folders.isFetching}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({
          onClick: () => navigate(paths.cycleFolderEdit.href(row.id)),
          style: { cursor: 'pointer' },
        })}
        pagination={pagerOf(page, folders.data?.total, t)}
        onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
      />
    </ListPage>
  );
}

/** /cycleFolder: the cycle folders under the filters, paged on the server; a row opens its editor. */
export function CycleFoldersPage() {
  if (!mayOpenRoute(paths.cycleFolders.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  return <CycleFoldersList />;
}
