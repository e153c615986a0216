import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import { callApi } from '../../../platform/call-api';
import { leverSheetKeys } from './lever-sheet-keys';
import { sheetCallsOf } from './sheet-calls';

/** Removes a row at the version the grid shows (409 when it changed since). */
export function useRemoveSheetRow(kind: LeverSheetKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: { id: number; version: number }) => callApi(sheetCallsOf(kind).remove, row),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leverSheetKeys.lists(kind) }),
  });
}
