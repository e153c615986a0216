import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TAscertainmentReportFilters } from '@trade-terms/domain/ascertainment-details-report';
import { ascertainmentReportCalls } from '@trade-terms/domain/calls/ascertainment-report-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';
import { ascertainmentKeys } from './ascertainment-keys';

export type TReportSearchInput = CallInput<typeof ascertainmentReportCalls.search>;

/** A page of the details report (`relatorioDetalhes`); read again with the ascertainment lists. */
export function useAscertainmentReport(input: TReportSearchInput) {
  return useQuery(
    queryOptions({
      queryKey: [...ascertainmentKeys.lists(), 'details-report', input] as const,
      queryFn: () => callApi(ascertainmentReportCalls.search, input),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Small exports come back as the file; large ones are queued (202) for the dashboard. */
type ExportOutcome = { kind: 'saved'; fileName: string } | { kind: 'queued'; jobId: string };

/** The report under the filters as an xlsx (`exportarRelatorioDetalhes`), saved when it is ready. */
export function useExportAscertainmentReport() {
  return useMutation({
    mutationFn: async (filters: TAscertainmentReportFilters): Promise<ExportOutcome> => {
      const answer = await callApi(ascertainmentReportCalls.export, filters);
      if ('content' in answer) {
        saveExportFile(answer);
        return { kind: 'saved', fileName: answer.fileName };
      }
      return { kind: 'queued', jobId: answer.id };
    },
  });
}
