import { useMutation } from '@tanstack/react-query';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';
import type { SheetSearch } from './search-sheet-rows';
import { sheetCallsOf } from './sheet-calls';

/** The rows under the grid's filters as a spreadsheet to change in Excel (`exportar`), saved as a file. */
export function useExportSheet(kind: LeverSheetKind) {
  return useMutation({
    mutationFn: async (search: SheetSearch) => {
      const file = await callApi(sheetCallsOf(kind).export, search as never);
      saveExportFile(file);
      return file.nomeArquivo;
    },
  });
}

/** The empty spreadsheet with the rule of every column (`modelo`), saved as a file. */
export function useDownloadSheetTemplate(kind: LeverSheetKind) {
  return useMutation({
    mutationFn: async () => {
      const file = await callApi(sheetCallsOf(kind).template);
      saveExportFile(file);
      return file.nomeArquivo;
    },
  });
}
