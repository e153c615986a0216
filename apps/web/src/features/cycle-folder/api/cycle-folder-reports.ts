import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { cycleFolderReportCalls } from '@trade-terms/domain/calls/cycle-folder-report-calls';
import type { CycleFolderReportKey } from '@trade-terms/domain/cycle-folder-report-declarations';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

type ReportCalls = (typeof cycleFolderReportCalls)[CycleFolderReportKey];
export type TCycleFolderReportInput = CallInput<ReportCalls['search']>;
export type TCycleFolderReportExportInput = CallInput<ReportCalls['export']>;

/** A report's rows under the filters; the page shown stays while the next one loads. */
export function useCycleFolderReport(key: CycleFolderReportKey, input: TCycleFolderReportInput) {
  return useQuery(
    queryOptions({
      queryKey: ['cycle-folder-reports', key, input],
      queryFn: () => callApi(cycleFolderReportCalls[key].search, input),
      placeholderData: keepPreviousData,
    }),
  );
}

export const useExportCycleFolderReport = (key: CycleFolderReportKey) =>
  useMutation({
    mutationFn: async (input: TCycleFolderReportExportInput) =>
      saveExportFile(await callApi(cycleFolderReportCalls[key].export, input)),
  });
