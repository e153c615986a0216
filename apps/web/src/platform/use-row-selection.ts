import type { TableProps } from 'antd';
import { useState } from 'react';
import {
  emptySelection,
  pickedKeys,
  pickedRows,
  type RowSelection,
  selectionIn,
  withoutRows,
  withPickedKeys,
} from './row-selection';

export interface RowSelectionControls<T extends { id: number }> {
  rows: T[];
  clear: () => void;
  /** Drops the rows a bulk action dealt with. */
  drop: (ids: readonly number[]) => void;
  /** The table's `rowSelection`, fed the rows of the page it shows. */
  tableSelection: (pageRows: readonly T[]) => NonNullable<TableProps<T>['rowSelection']>;
}

/**
 * Picks of a list's rows by id, kept across pages and dropped when `scope` (the filters) changes
 * (the agreements' bulk actions are the first to use them).
 */
export function useRowSelection<T extends { id: number }>(scope: string): RowSelectionControls<T> {
  const [stored, setStored] = useState<RowSelection<number, T>>(() => emptySelection(scope));
  const selection = selectionIn(stored, scope);
  return {
    rows: pickedRows(selection),
    clear: () => setStored(emptySelection(scope)),
    drop: (ids) => setStored(withoutRows(selection, ids)),
    tableSelection: (pageRows) => ({
      selectedRowKeys: pickedKeys(selection),
      preserveSelectedRowKeys: true,
      onChange: (keys) =>
        setStored(
          withPickedKeys(
            selection,
            keys.map((key) => Number(key)),
            pageRows,
            (row) => row.id,
          ),
        ),
    }),
  };
}
