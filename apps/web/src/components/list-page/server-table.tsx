import { Alert, Button, Flex, Table, type TableProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureTexts } from '../../platform/api-error';
import { type PageRequest, pageAfter } from '../../platform/list-state';
import type { ListTableControls } from '../../platform/use-list-state';
import type { RowSelectionControls } from '../../platform/use-row-selection';

/** What the table reads of the list's query: the page, whether it loads, and why it failed. */
export interface PageResult<T> {
  data?: { items: T[]; total: number } | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

export interface ServerTableProps<T extends { id: number }>
  extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'onChange' | 'rowSelection'> {
  list: ListTableControls;
  result: PageResult<T>;
  /** Row picks for bulk actions; without it the table has no check boxes. */
  selection?: RowSelectionControls<T>;
  /** The actions on the picked rows, shown while some are picked. */
  bulkActions?: (rows: T[]) => ReactNode;
}

/** The table's pager for a list paged on the server: the page shown, its size, and the total. */
export function pagerOf(
  page: PageRequest,
  total: number | undefined,
  t: (key: 'common.total', values: { total: number }) => string,
) {
  return {
    current: page.page,
    pageSize: page.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (count: number) => t('common.total', { total: count }),
  };
}

export interface PagedTableProps<T extends { id: number }>
  extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'onChange'> {
  page: PageRequest;
  /** Given the change, not the next page: the pager may call it from a render before the last one. */
  setPage: (change: (current: PageRequest) => PageRequest) => void;
  result: Pick<PageResult<T>, 'data' | 'isFetching'>;
}

/** A list's table paged on the server without a sort: the page shown, and where the pager moves it. */
export function PagedTable<T extends { id: number }>(props: PagedTableProps<T>) {
  const { page, setPage, result, ...table } = props;
  const { t } = useTranslation();
  return (
    <Table<T>
      rowKey="id"
      {...table}
      dataSource={result.data?.items ?? []}
      loading={result.isFetching}
      pagination={pagerOf(page, result.data?.total, t)}
      onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
    />
  );
}

/**
 * A list's table paged and sorted on the server: the list's page and sort drive it, the
 * columns whose key is sortable show the sort the list has, a failed search is told above it,
 * and picked rows get a bar with their count and the bulk actions.
 */
export function ServerTable<T extends { id: number }>({
  list,
  result,
  selection,
  bulkActions,
  columns,
  ...table
}: ServerTableProps<T>) {
  const { t } = useTranslation();
  const { query } = list.state;
  const rows = result.data?.items ?? [];
  const picked = selection?.rows ?? [];
  return (
    <>
      {result.isError && (
        <Alert type="error" showIcon title={failureTexts(result.error, (key) => t(key)).join(' ')} />
      )}
      {selection && picked.length > 0 && (
        <Flex gap={12} align="center" wrap role="toolbar" aria-label={t('list.selectedActions')}>
          <Typography.Text>{t('list.selectedCount', { count: picked.length })}</Typography.Text>
          {bulkActions?.(picked)}
          <Button type="link" onClick={selection.clear}>
            {t('list.clearSelection')}
          </Button>
        </Flex>
      )}
      <Table<T>
        rowKey="id"
        {...table}
        columns={columns?.map((column) =>
          'sorter' in column && column.sorter === true && typeof column.key === 'string'
            ? { ...column, sortOrder: list.sortOrder(column.key) }
            : column,
        )}
        dataSource={rows}
        loading={result.isFetching}
        rowSelection={selection?.tableSelection(rows)}
        pagination={pagerOf(query, result.data?.total, t)}
        onChange={list.onTableChange}
      />
    </>
  );
}
