import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { complianceReportCalls } from '@trade-terms/domain/calls/store-compliance-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';
import { storeComplianceKeys } from './store-compliance-keys';

export type TDetailSearch = CallInput<typeof complianceReportCalls.detail>;
export type TAbstractSearch = CallInput<typeof complianceReportCalls.abstract>;
export type TComplianceFiltersInput = CallInput<typeof complianceReportCalls.detailExport>;

/** A page of the detail report (`alavanca/relatorioDetalhesCompliance`). */
export function useComplianceDetail(search: TDetailSearch) {
  return useQuery({
    queryKey: storeComplianceKeys.detail(search),
    queryFn: () => callApi(complianceReportCalls.detail, search),
    placeholderData: keepPreviousData,
  });
}

/** A page of the summary report (`alavanca/relatorioResumoCompliance`). */
export function useComplianceAbstract(search: TAbstractSearch) {
  return useQuery({
    queryKey: storeComplianceKeys.abstract(search),
    queryFn: () => callApi(complianceReportCalls.abstract, search),
    placeholderData: keepPreviousData,
  });
}

/** The store-compliance levers for the filter (`alavanca/buscarAlavancasCompliance`). */
export function useComplianceLevers() {
  return useQuery({
    queryKey: storeComplianceKeys.levers(),
    queryFn: () => callApi(complianceReportCalls.levers),
    staleTime: 60_000,
  });
}

/** A report under its filters as a spreadsheet, saved as a file; answers its name. */
export function useExportCompliance(report: 'detail' | 'abstract') {
  return useMutation({
    mutationFn: async (filters: TComplianceFiltersInput) => {
      const call =
        report === 'detail' ? complianceReportCalls.detailExport : complianceReportCalls.abstractExport;
      const file = await callApi(call, filters);
      saveExportFile(file);
      return file.fileName;
    },
  });
}
