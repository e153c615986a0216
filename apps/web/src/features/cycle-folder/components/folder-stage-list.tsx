import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Form, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { pagerOf } from '../../../components/list-page/server-table';
import { FIRST_PAGE, pageAfter } from '../../../platform/list-state';
import { ChoicesFilter } from './choices-filter';
import { chosenSearch, type FolderKeyChoices, FolderKeyFilters } from './folder-key-filters';

interface StageFilters<Status extends string> extends FolderKeyChoices {
  statuses?: Status[];
}

/** What a stage's list asks the server: the chosen filters and the page. */
type StageSearch<Status extends string> = ReturnType<
  typeof chosenSearch<StageFilters<Status>, typeof FIRST_PAGE>
>;

interface FolderStageListProps<Row extends { folderId: number }, Status extends string> {
  title: MessageKey;
  /** The name of the stage's status, on its filter. */
  statusLabel: MessageKey;
  statuses: readonly Status[];
  statusLabels: Record<Status, MessageKey>;
  /** The stage's search, a query hook called once per render. */
  useSearch: (search: StageSearch<Status>) => {
    data?: { items: Row[]; total: number } | undefined;
    isFetching: boolean;
  };
  columns: TableProps<Row>['columns'];
  /** Where a click on a row takes the user. */
  hrefOf: (row: Row) => string;
}

/**
 * The list of cycle folders at one stage (counting, appreciation): the folder key's filters and
 * the stage's statuses, a table paged on the server whose row opens the folder's stage.
 */
export function FolderStageList<Row extends { folderId: number }, Status extends string>({
  title,
  statusLabel,
  statuses,
  statusLabels,
  useSearch,
  columns,
  hrefOf,
}: FolderStageListProps<Row, Status>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<StageFilters<Status>>();
  const [filters, setFilters] = useState<StageFilters<Status>>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const found = useSearch(chosenSearch(filters, page));
  const apply = (next: StageFilters<Status>) => {
    setFilters(next);
    setPage((current) => ({ ...current, page: 1 }));
  };
  return (
    <ListPage title={t(title)}>
      <FilterGrid<StageFilters<Status>>
        form={form}
        initialValues={{}}
        clearLabel={t('cycleFolderScreens.clearFilters')}
        onSearch={apply}
        onClear={() => apply({})}
      >
        <FolderKeyFilters />
        <Form.Item name="statuses" label={t(statusLabel)}>
          <ChoicesFilter<Status>
            label={t(statusLabel)}
            options={statuses.map((status) => ({ value: status, label: t(statusLabels[status]) }))}
          />
        </Form.Item>
      </FilterGrid>
      <Table<Row>
        rowKey="folderId"
        size="middle"
        columns={columns}
        dataSource={found.data?.items ?? []}
        loading={found.isFetching}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({
          onClick: () => navigate(hrefOf(row)),
          style: { cursor: 'pointer' },
        })}
        pagination={pagerOf(page, found.data?.total, t)}
        onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
      />
    </ListPage>
  );
}
