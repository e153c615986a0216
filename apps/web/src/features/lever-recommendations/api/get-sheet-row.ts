import { useQuery } from '@tanstack/react-query';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import { callApi } from '../../../platform/call-api';
import { leverSheetKeys } from './lever-sheet-keys';
import { type SheetRow, sheetCallsOf } from './sheet-calls';

export function useSheetRow(kind: LeverSheetKind, id: number | null) {
  return useQuery({
    queryKey: leverSheetKeys.detail(kind, id ?? 0),
    queryFn: async () => (await callApi(sheetCallsOf(kind).get, { id: id ?? 0 })) as unknown as SheetRow,
    enabled: id !== null,
  });
}
