import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { cashflowCalls } from '@trade-terms/domain/calls/cashflow-calls';
import type { TDetached, TDetachedRow } from '@trade-terms/domain/cashflow';
import { callApi } from '../../../platform/call-api';

export type TDetachedSearchInput = CallInput<typeof cashflowCalls.search>;
export type TCashflowFiltersInput = CallInput<typeof cashflowCalls.tabCounts>;
export type TCashflowRequestInput = CallInput<typeof cashflowCalls.cashflow>;
export type TDetachedSaveInput = CallInput<typeof cashflowCalls.save>;

export const detachedKeys = {
  all: ['detached-ascertainments'] as const,
  lists: () => [...detachedKeys.all, 'list'] as const,
  list: (search: object) => [...detachedKeys.lists(), search] as const,
  counts: (filters: object) => [...detachedKeys.lists(), 'counts', filters] as const,
  flow: (request: object) => [...detachedKeys.lists(), 'flow', request] as const,
  details: () => [...detachedKeys.all, 'detail'] as const,
  detail: (id: number) => [...detachedKeys.details(), id] as const,
};

export function useDetachedList(search: TDetachedSearchInput) {
  return useQuery(
    queryOptions({
      queryKey: detachedKeys.list(search),
      queryFn: () => callApi(cashflowCalls.search, search),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useDetachedTabCounts(filters: TCashflowFiltersInput) {
  return useQuery(
    queryOptions({
      queryKey: detachedKeys.counts(filters),
      queryFn: () => callApi(cashflowCalls.tabCounts, filters),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The cash flow of the range and filters (a range the server refuses is not asked for). */
export function useCashflow(request: TCashflowRequestInput | null) {
  return useQuery(
    queryOptions({
      queryKey: detachedKeys.flow(request ?? {}),
      queryFn: () => callApi(cashflowCalls.cashflow, request as TCashflowRequestInput),
      enabled: request !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useDetached(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: detachedKeys.detail(id ?? 0),
      queryFn: () => callApi(cashflowCalls.get, { id: id ?? 0 }),
      enabled: id !== null,
    }),
  );
}

export function useSaveDetached() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDetachedSaveInput) => callApi(cashflowCalls.save, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(detachedKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: detachedKeys.lists() });
    },
  });
}

export type DetachedMove = 'send' | 'approve' | 'disapprove' | 'cancel';

/** A move with the version read (a stale one answers 409); the lists and the record are read again. */
export function useMoveDetached() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      move,
      row,
      justification,
    }: {
      move: DetachedMove;
      row: Pick<TDetachedRow, 'id' | 'version'>;
      justification?: string;
    }): Promise<TDetached> => {
      const key = { id: row.id, version: row.version };
      if (move === 'send') return callApi(cashflowCalls.send, key);
      if (move === 'approve')
        return callApi(cashflowCalls.approve, { ...key, justification: justification || undefined });
      return callApi(cashflowCalls[move], { ...key, justification: justification ?? '' });
    },
    onSettled: (_data, _error, { row }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: detachedKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: detachedKeys.detail(row.id) }),
      ]),
  });
}

export const exportCashflow = (request: TCashflowRequestInput) =>
  callApi(cashflowCalls.exportCashflow, request);
export const downloadEvidence = (id: number) => callApi(cashflowCalls.evidence, { id });
