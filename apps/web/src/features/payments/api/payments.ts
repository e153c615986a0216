import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { paymentsCalls } from '@trade-terms/domain/calls/payments-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile, uploadBodyOf } from '../../../platform/file-transfer';
import { showMessages } from '../../../platform/notifier';

export type TPaymentsSearchInput = CallInput<typeof paymentsCalls.search>;
export type TPaymentsFiltersInput = CallInput<typeof paymentsCalls.tabCounts>;
export type TPaymentsReportInput = CallInput<typeof paymentsCalls.report>;

export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (search: object) => [...paymentKeys.lists(), search] as const,
  tabCounts: (filters: object) => [...paymentKeys.lists(), 'tab-counts', filters] as const,
  created: (search: object) => [...paymentKeys.lists(), 'created', search] as const,
  report: (search: object) => [...paymentKeys.lists(), 'report', search] as const,
  items: (groupId: number) => [...paymentKeys.lists(), 'items', groupId] as const,
  detailed: (ids: readonly number[], lotCode: string) =>
    [...paymentKeys.lists(), 'detailed', ids, lotCode] as const,
};

export function useSearchPayments(input: TPaymentsSearchInput | null) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.list(input ?? {}),
      queryFn: () => callApi(paymentsCalls.search, input as TPaymentsSearchInput),
      enabled: input !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

export function usePaymentTabCounts(input: TPaymentsFiltersInput | null) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.tabCounts(input ?? {}),
      queryFn: () => callApi(paymentsCalls.tabCounts, input as TPaymentsFiltersInput),
      enabled: input !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useCreatedPayments(input: TPaymentsReportInput | null) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.created(input ?? {}),
      queryFn: () => callApi(paymentsCalls.created, input as TPaymentsReportInput),
      enabled: input !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

export function usePaymentsReport(input: TPaymentsReportInput | null) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.report(input ?? {}),
      queryFn: () => callApi(paymentsCalls.report, input as TPaymentsReportInput),
      enabled: input !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

/** One group's items, read when its row is opened. */
export function useGroupItems(groupId: number) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.items(groupId),
      queryFn: () => callApi(paymentsCalls.items, { ids: [groupId] }),
    }),
  );
}

export function useDetailedBudget(ids: readonly number[], lotCode: string) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.detailed(ids, lotCode),
      queryFn: () => callApi(paymentsCalls.detailedBudget, { ids: [...ids], lotCode }),
      enabled: ids.length > 0 && lotCode !== '',
    }),
  );
}

/** A change of payments: the lists and counts are read again whatever the outcome. */
function usePaymentChange<I, R>(change: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.lists() }),
  });
}

type BulkCall = (typeof paymentsCalls)['approve' | 'disapprove' | 'ungroup'];

function useBulkMove<C extends BulkCall>(call: C) {
  return usePaymentChange(async (input: CallInput<C>) => {
    const answer = await callApi(call as BulkCall, input as never);
    showMessages(answer.messages ?? []);
    return answer;
  });
}

export const useApprovePayments = () => useBulkMove(paymentsCalls.approve);
export const useDisapprovePayments = () => useBulkMove(paymentsCalls.disapprove);
export const useUngroupPayments = () => useBulkMove(paymentsCalls.ungroup);
export const useGeneratePayments = () =>
  usePaymentChange((input: CallInput<typeof paymentsCalls.generate>) =>
    callApi(paymentsCalls.generate, input),
  );
export const useDistributePayments = () =>
  usePaymentChange((input: CallInput<typeof paymentsCalls.distribute>) =>
    callApi(paymentsCalls.distribute, input),
  );

export const useExportLot = () =>
  useMutation({
    mutationFn: async (lotCode: string) =>
      saveExportFile(await callApi(paymentsCalls.exportLot, { lotCode })),
  });

export const useExportPaymentsReport = () =>
  useMutation({
    mutationFn: async (input: TPaymentsFiltersInput) =>
      saveExportFile(await callApi(paymentsCalls.exportReport, input)),
  });

export const useReturnTemplate = () =>
  useMutation({
    mutationFn: async (_input: undefined) => saveExportFile(await callApi(paymentsCalls.returnTemplate, {})),
  });

/** Sends SAP's return as an import job; answers the job's id. */
export const useImportSapReturn = () =>
  useMutation({
    mutationFn: async (file: File) => {
      const answer = await callApi(paymentsCalls.importReturn, await uploadBodyOf(file));
      return answer.id;
    },
  });
