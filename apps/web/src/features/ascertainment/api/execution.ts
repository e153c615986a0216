import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TExecutionExport, TExecutionSearch } from '@trade-terms/domain/ascertainment-execution';
import { ascertainmentExecutionCalls } from '@trade-terms/domain/calls/ascertainment-execution-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';
import { ascertainmentKeys } from './ascertainment-keys';

/** The lever lines' achievements; under the lists' keys, so a calculation or a move reads them again. */
export function useExecution(search: TExecutionSearch) {
  return useQuery(
    queryOptions({
      queryKey: [...ascertainmentKeys.lists(), 'execution', search] as const,
      queryFn: () => callApi(ascertainmentExecutionCalls.search, search),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The rows under the screen's filters as a spreadsheet saved by the browser. */
export function useExportExecution() {
  return useMutation({
    mutationFn: async (filters: TExecutionExport) => {
      const file = await callApi(ascertainmentExecutionCalls.export, filters);
      saveExportFile(file);
      return file;
    },
  });
}
