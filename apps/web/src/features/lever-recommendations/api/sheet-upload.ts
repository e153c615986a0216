import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import type { SheetRowOutcome } from '@trade-terms/domain/sheet-previews';
import { callApi } from '../../../platform/call-api';
import { uploadBodyOf } from '../../../platform/file-transfer';
import { jobKeys } from '../../../platform/jobs/job-keys';
import { leverSheetKeys } from './lever-sheet-keys';
import { sheetCallsOf } from './sheet-calls';

/** Sends a spreadsheet as base64 JSON; the server answers what applying it would change. */
export function usePreviewSheet(kind: LeverSheetKind) {
  return useMutation({
    mutationFn: async (file: File) => callApi(sheetCallsOf(kind).preview, await uploadBodyOf(file)),
  });
}

/** One outcome's rows of an upload's preview, paged. */
export function usePreviewRows(
  kind: LeverSheetKind,
  request: { id: string; situacao: SheetRowOutcome; pagina: number; tamanhoPagina: number } | null,
) {
  return useQuery({
    queryKey: leverSheetKeys.preview(kind, request ?? {}),
    queryFn: () => callApi(sheetCallsOf(kind).previewRows, request ?? { id: '', situacao: 'NOVA' }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** Applies a previewed upload: the server queues the job and answers its id. */
export function useApplySheet(kind: LeverSheetKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await callApi(sheetCallsOf(kind).apply, { id })).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}
