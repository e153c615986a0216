import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalcDataSource, TCalcDataFilters, TCalcDataSearch } from '@trade-terms/domain/calculation-data';
import { calcDataCalls } from '@trade-terms/domain/calls/calculation-data-calls';
import { CSV_EXTENSION } from '@trade-terms/domain/uploads';
import { callApi, sendFileCall } from '../../../platform/call-api';
import { saveExportFile, uploadBodyOf } from '../../../platform/file-transfer';
import { jobKeys } from '../../../platform/jobs/job-keys';

export const calcDataKeys = {
  all: () => ['calculation-data'] as const,
  list: (source: CalcDataSource, search: TCalcDataSearch) => ['calculation-data', source, search] as const,
};

/** A page of a source's rows with the totals of every filtered row (`<source>/buscar`). */
export function useSearchCalcData(source: CalcDataSource, search: TCalcDataSearch) {
  return useQuery({
    queryKey: calcDataKeys.list(source, search),
    queryFn: () => callApi(calcDataCalls[source].search, search),
    placeholderData: keepPreviousData,
  });
}

/** Small exports come back as the file; large ones are queued (202) for the dashboard. */
type ExportOutcome = { kind: 'saved'; fileName: string } | { kind: 'queued'; jobId: string };

/** The filtered rows as an xlsx (`<source>/exportar`), saved as a file when it is ready. */
export function useExportCalcData(source: CalcDataSource) {
  return useMutation({
    mutationFn: async (filters: TCalcDataFilters): Promise<ExportOutcome> => {
      const answer = await callApi(calcDataCalls[source].export, filters);
      if ('content' in answer) {
        saveExportFile(answer);
        return { kind: 'saved', fileName: answer.fileName };
      }
      return { kind: 'queued', jobId: answer.id };
    },
  });
}

/**
 * Sends a source's file and answers the queued job: a filled sheet as base64 JSON
 * (`<source>/importar`), a CSV as the body itself, streamed (`<source>/importarArquivo`).
 */
export function useImportCalcData(source: CalcDataSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      file.name.toLowerCase().endsWith(CSV_EXTENSION)
        ? (await sendFileCall(calcDataCalls[source].importFile, { fileName: file.name }, file)).id
        : (await callApi(calcDataCalls[source].import, await uploadBodyOf(file))).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}

/** A source's template (`<source>/modelo`), saved as a file. */
export function useDownloadCalcDataTemplate(source: CalcDataSource) {
  return useMutation({
    mutationFn: async () => {
      const file = await callApi(calcDataCalls[source].template);
      saveExportFile(file);
      return file.fileName;
    },
  });
}
