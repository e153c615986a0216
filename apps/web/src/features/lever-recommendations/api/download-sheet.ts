import { useMutation } from '@tanstack/react-query';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';
import type { SheetSearch } from './search-sheet-rows';
import { sheetCallsOf } from './sheet-calls';

/**
 * The rows under the grid's filters as a spreadsheet to change in Excel (`exportar`), saved as a
 * file; a large export is queued (202) for the dashboard, whose toast the server's message gives,
 * and answers null here.
 */
export function useExportSheet(kind: LeverSheetKind) {
  return useMutation({
    mutationFn: async (search: SheetSearch): Promise<string | null> => {
      const answer = await callApi(sheetCallsOf(kind).export, search as never);
      if (!('content' in answer)) return null;
      saveExportFile(answer);
      return answer.fileName;
    },
  });
}

/** The empty spreadsheet with the rule of every column (`modelo`), saved as a file. */
export function useDownloadSheetTemplate(kind: LeverSheetKind) {
  return useMutation({
    mutationFn: async () => {
      const file = await callApi(sheetCallsOf(kind).template);
      saveExportFile(file);
      return file.fileName;
    },
  });
}
