import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { newFlagCalls } from '@trade-terms/domain/calls/promo-migration-calls';
import { callApi } from '../../../platform/call-api';

export type TFlagSearchInput = CallInput<typeof newFlagCalls.search>;
export type TFlagSaveInput = CallInput<typeof newFlagCalls.save>;

export const newFlagKeys = {
  all: ['new-flags'] as const,
  lists: () => [...newFlagKeys.all, 'list'] as const,
  list: (search: object) => [...newFlagKeys.lists(), search] as const,
};

export function useSearchFlags(input: TFlagSearchInput) {
  return useQuery(
    queryOptions({
      queryKey: newFlagKeys.list(input),
      queryFn: () => callApi(newFlagCalls.search, input),
      placeholderData: keepPreviousData,
    }),
  );
}

function useFlagChange<I>(change: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: newFlagKeys.lists() }),
  });
}

export const useSaveFlag = () => useFlagChange((input: TFlagSaveInput) => callApi(newFlagCalls.save, input));

export const useDeactivateFlag = () =>
  useFlagChange((input: { id: number; version: number }) => callApi(newFlagCalls.deactivate, input));
