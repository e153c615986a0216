import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import { callApi } from '../../../platform/call-api';
import { leverSheetKeys } from './lever-sheet-keys';
import { type SheetRow, sheetCallsOf } from './sheet-calls';

/** The grid's body: paging, sort and the screen's filters (empty ones left out). */
export type SheetSearch = { page: number; pageSize: number };

async function searchSheetRows(kind: LeverSheetKind, search: SheetSearch) {
  const page = await callApi(sheetCallsOf(kind).search, search as never);
  return page as unknown as { items: SheetRow[]; total: number };
}

export function useSearchSheetRows(kind: LeverSheetKind, search: SheetSearch) {
  return useQuery({
    queryKey: leverSheetKeys.list(kind, search),
    queryFn: () => searchSheetRows(kind, search),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });
}
