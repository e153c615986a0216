import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import type { SheetImportCalls } from '../../../components/sheet-import-dialog';
import { callApi } from '../../../platform/call-api';
import { uploadBodyOf } from '../../../platform/file-transfer';
import { leverSheetKeys } from './lever-sheet-keys';
import { sheetCallsOf } from './sheet-calls';

/**
 * A lever table's spreadsheet round trip: the upload (base64 JSON) answered with what applying
 * it would change, one outcome's rows of the preview, and the apply that queues the job.
 */
export function sheetUploadCalls(kind: LeverSheetKind): SheetImportCalls {
  const calls = sheetCallsOf(kind);
  return {
    rowsKey: leverSheetKeys.previews(kind),
    preview: async (file) => callApi(calls.preview, await uploadBodyOf(file)),
    rows: (request) => callApi(calls.previewRows, request),
    apply: async (id) => (await callApi(calls.apply, { id })).id,
  };
}
