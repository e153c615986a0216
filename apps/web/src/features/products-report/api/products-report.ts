import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { productsReportCalls } from '@trade-terms/domain/calls/products-report-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

export type TProductsReportInput = CallInput<typeof productsReportCalls.search>;
export type TProductsFiltersInput = CallInput<typeof productsReportCalls.export>;

export const productsReportKeys = {
  all: ['products-report'] as const,
  list: (search: object) => [...productsReportKeys.all, 'list', search] as const,
};

export function useProductsReport(input: TProductsReportInput) {
  return useQuery(
    queryOptions({
      queryKey: productsReportKeys.list(input),
      queryFn: () => callApi(productsReportCalls.search, input),
      placeholderData: keepPreviousData,
    }),
  );
}

export const useExportProductsReport = () =>
  useMutation({
    mutationFn: async (input: TProductsFiltersInput) =>
      saveExportFile(await callApi(productsReportCalls.export, input)),
  });
