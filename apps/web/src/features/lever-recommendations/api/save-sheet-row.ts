import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import { callApi } from '../../../platform/call-api';
import { leverSheetKeys } from './lever-sheet-keys';
import { type SheetRow, sheetCallsOf } from './sheet-calls';

/** Adds a row without `id`; with `id` and the `version` read, changes it (409 when someone else did). */
export function useSaveSheetRow(kind: LeverSheetKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (await callApi(sheetCallsOf(kind).save, body as never)) as unknown as SheetRow,
    // Settled, not only succeeded: after a 409 the form reloads what the other user saved.
    onSettled: (_row, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leverSheetKeys.lists(kind) }),
        typeof body.id === 'number' &&
          queryClient.invalidateQueries({ queryKey: leverSheetKeys.detail(kind, body.id) }),
      ]),
  });
}
