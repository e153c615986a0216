import type {
  AppreciationMethod,
  FolderAppreciationStatus,
  TFolderAppreciationListRow,
} from '@trade-terms/domain/folder-appreciation';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Flex, Form, Table, type TableProps, Tag } from 'antd';
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
import { useSearchFolderAppreciations } from '../api/folder-appreciations';
import {
  ALL_APPRECIATION_STATUSES,
  APPRECIATION_STATUS_COLORS,
  APPRECIATION_STATUS_LABELS,
  METHOD_LABELS,
  OPEN_LABELS,
} from '../folder-appreciation-view';
import { ChoicesFilter } from './choices-filter';
import { folderKeyColumns } from './folder-key-columns';
import { chosenSearch, type FolderKeyChoices, FolderKeyFilters } from './folder-key-filters';

const money = (value: string) => formatValue('money', value, currentLanguage());

/** The screen of a folder's appreciation by a method. */
export function appreciationHref(method: AppreciationMethod, folderId: number): string {
  return method === 'VOLUME'
    ? paths.appreciationByVolume.href(folderId)
    : paths.appreciationByCategory.href(folderId);
}

interface AppreciationFilters extends FolderKeyChoices {
  statuses?: FolderAppreciationStatus[];
}

function useAppreciationColumns(): TableProps<TFolderAppreciationListRow>['columns'] {
  const { t } = useTranslation();
  const methods: AppreciationMethod[] = ['VOLUME', 'PERCENTUAL_CATEGORIA'];
  return [
    ...folderKeyColumns<TFolderAppreciationListRow>(t),
    { key: 'description', title: t('cycleFolderScreens.fields.description'), dataIndex: 'description' },
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
      key: 'appreciated',
      align: 'right',
      title: t('folderAppreciation.fields.appreciated'),
      render: (_v, row) => money(row.appreciated),
    },
    {
      key: 'method',
      title: t('folderAppreciation.fields.method'),
      render: (_v, row) => (row.method ? t(METHOD_LABELS[row.method]) : '—'),
    },
    {
      key: 'status',
      title: t('folderAppreciation.fields.status'),
      render: (_v, row) => (
        <Tag color={APPRECIATION_STATUS_COLORS[row.status]}>{t(APPRECIATION_STATUS_LABELS[row.status])}</Tag>
      ),
    },
    {
      key: 'open',
      title: t('folderAppreciation.fields.open'),
      render: (_v, row) => (
        <Flex gap={12} wrap>
          {methods.map((method) => (
            <Link
              key={method}
              to={appreciationHref(method, row.folderId)}
              onClick={(event) => event.stopPropagation()}
              aria-label={t(OPEN_LABELS[method], {
                year: row.year,
                cycle: row.cycle,
                description: row.description,
              })}
            >
              {t(METHOD_LABELS[method])}
            </Link>
          ))}
        </Flex>
      ),
    },
  ];
}

function AppreciationFiltersForm({ onApply }: { onApply: (filters: AppreciationFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AppreciationFilters>();
  return (
    <FilterGrid<AppreciationFilters>
      form={form}
      initialValues={{}}
      clearLabel={t('cycleFolderScreens.clearFilters')}
      onSearch={(values) => onApply(values)}
      onClear={() => onApply({})}
    >
      <FolderKeyFilters />
      <Form.Item name="statuses" label={t('folderAppreciation.fields.status')}>
        <ChoicesFilter<FolderAppreciationStatus>
          label={t('folderAppreciation.fields.status')}
          options={ALL_APPRECIATION_STATUSES.map((status) => ({
            value: status,
            label: t(APPRECIATION_STATUS_LABELS[status]),
          }))}
        />
      </Form.Item>
    </FilterGrid>
  );
}

function FolderAppreciationsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<AppreciationFilters>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const appreciations = useSearchFolderAppreciations(chosenSearch(filters, page));
  const columns = useAppreciationColumns();
  return (
    <ListPage title={t('folderAppreciation.title')}>
      <AppreciationFiltersForm
        onApply={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, pagina: 1 }));
        }}
      />
      <Table<TFolderAppreciationListRow>
        rowKey="folderId"
        size="middle"
        columns={columns}
        dataSource={appreciations.data?.itens ?? []}
        loading={appreciations.isFetching}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({
          onClick: () => navigate(appreciationHref(row.method ?? 'VOLUME', row.folderId)),
          style: { cursor: 'pointer' },
        })}
        pagination={pagerOf(page, appreciations.data?.total, t)}
        onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
      />
    </ListPage>
  );
}

/** /appreciation: folders with an approved counting and their appreciation, paged on the server. */
export function FolderAppreciationsPage() {
  if (!mayOpenRoute(paths.folderAppreciations.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <FolderAppreciationsList />;
}
