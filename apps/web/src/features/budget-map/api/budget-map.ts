import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TConsolidatedFilters } from '@trade-terms/domain/budget-map';
import { budgetMapCalls } from '@trade-terms/domain/calls/budget-map-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { useCallback } from 'react';
import type { SheetImportCalls } from '../../../components/sheet-import-dialog';
import { callApi } from '../../../platform/call-api';
import { saveExportFile, uploadBodyOf } from '../../../platform/file-transfer';

const keys = {
  all: ['budget-map'] as const,
  lines: (input: unknown) => ['budget-map', 'lines', input] as const,
  additions: (lineId: number) => ['budget-map', 'additions', lineId] as const,
  report: (input: unknown) => ['budget-map', 'report', input] as const,
};

export type TMapSearchInput = CallInput<typeof budgetMapCalls.search>;

/** A page of map lines with their balances (`mapaboa/buscar`). */
export function useMapLines(input: TMapSearchInput) {
  return useQuery(
    queryOptions({
      queryKey: keys.lines(input),
      queryFn: () => callApi(budgetMapCalls.search, input),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Saves a line from the grid (`mapaboa/salvar`); the lists and the report read again. */
export function useSaveMapLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof budgetMapCalls.save>) => callApi(budgetMapCalls.save, input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** A line's additions and removals (`mapaboa/buscarAdicoes`). */
export function useAdditions(lineId: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.additions(lineId),
      queryFn: () => callApi(budgetMapCalls.additions, { id: lineId }),
    }),
  );
}

export function useRequestAddition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof budgetMapCalls.requestAddition>) =>
      callApi(budgetMapCalls.requestAddition, input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Approves or disapproves an addition's current step; the balances read again. */
export function useDecideAddition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ approve, ...input }: { id: number; justification: string | null; approve: boolean }) =>
      callApi(approve ? budgetMapCalls.approveAddition : budgetMapCalls.reproveAddition, input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDownloadAdditionEvidence() {
  return useMutation({
    mutationFn: async (id: number) => saveExportFile(await callApi(budgetMapCalls.additionEvidence, { id })),
  });
}

/** The consolidated report (`mapaboa/relatorioConsolidado`), asked only with its required filters. */
export function useConsolidatedReport(filters: TConsolidatedFilters | null) {
  return useQuery(
    queryOptions({
      queryKey: keys.report(filters),
      queryFn: () => callApi(budgetMapCalls.report, filters as TConsolidatedFilters),
      enabled: filters !== null,
    }),
  );
}

export function useExportConsolidatedReport() {
  return useMutation({
    mutationFn: async (filters: TConsolidatedFilters) => {
      const file = await callApi(budgetMapCalls.exportReport, filters);
      saveExportFile(file);
      return file.fileName;
    },
  });
}

/** The spreadsheet round trip's calls, as the shared import dialog takes them. */
export const mapSheetCalls: SheetImportCalls = {
  rowsKey: ['budget-map', 'sheet-previews'],
  preview: async (file) => callApi(budgetMapCalls.previewSheet, await uploadBodyOf(file)),
  rows: (request) => callApi(budgetMapCalls.previewRows, request),
  apply: async (id) => (await callApi(budgetMapCalls.applySheet, { id })).id,
};

/** The lines under the filters in the upload's layout (`mapaboa/exportarPlanilha`). */
export function useExportMapSheet() {
  return useMutation({
    mutationFn: async (input: CallInput<typeof budgetMapCalls.exportSheet>) => {
      const file = await callApi(budgetMapCalls.exportSheet, input);
      saveExportFile(file);
      return file.fileName;
    },
  });
}

/** After an applied upload: the lines read again. */
export function useRefreshMap() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: keys.all }), [client]);
}
