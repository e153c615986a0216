import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { percentageContractCalls } from '@trade-terms/domain/calls/percentage-contracts-calls';
import type { TPercentageContract } from '@trade-terms/domain/percentage-contracts';
import { callApi } from '../../../platform/call-api';

export type TContractSearchInput = CallInput<typeof percentageContractCalls.search>;
export type TContractSaveInput = CallInput<typeof percentageContractCalls.save>;

export const percentageContractKeys = {
  all: ['percentage-contracts'] as const,
  lists: () => [...percentageContractKeys.all, 'list'] as const,
  list: (search: object) => [...percentageContractKeys.lists(), search] as const,
  counts: (search: object) => [...percentageContractKeys.all, 'counts', search] as const,
  details: () => [...percentageContractKeys.all, 'detail'] as const,
  detail: (id: number) => [...percentageContractKeys.details(), id] as const,
  months: (contractId: number, page: object) =>
    [...percentageContractKeys.all, 'months', contractId, page] as const,
};

export function useSearchContracts(input: TContractSearchInput) {
  return useQuery(
    queryOptions({
      queryKey: percentageContractKeys.list(input),
      queryFn: () => callApi(percentageContractCalls.search, input),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useContractCounts(input: TContractSearchInput) {
  return useQuery(
    queryOptions({
      queryKey: percentageContractKeys.counts(input),
      queryFn: () => callApi(percentageContractCalls.counts, input),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useContract(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: percentageContractKeys.detail(id ?? 0),
      queryFn: () => callApi(percentageContractCalls.byId, { id: id ?? 0 }),
      enabled: id !== null,
    }),
  );
}

export function useContractMonths(contractId: number, page: { page: number; pageSize: number }) {
  return useQuery(
    queryOptions({
      queryKey: percentageContractKeys.months(contractId, page),
      queryFn: () => callApi(percentageContractCalls.ascertainments, { contractId, ...page }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Every read of the contracts is asked again after a change. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: percentageContractKeys.all });
}

export function useSaveContract() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: TContractSaveInput) => callApi(percentageContractCalls.save, input),
    onSettled: invalidate,
  });
}

export type ContractMove = 'send' | 'approve' | 'disapprove' | 'cancel';

/** A move of a contract, sent with the version read (a stale one answers 409). */
export function useMoveContract() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({
      move,
      contract,
      justification,
    }: {
      move: ContractMove;
      contract: TPercentageContract;
      justification?: string;
    }): Promise<TPercentageContract> => {
      const key = { id: contract.id, version: contract.version };
      if (move === 'disapprove' || move === 'cancel')
        return callApi(percentageContractCalls[move], { ...key, justification: justification ?? '' });
      return callApi(percentageContractCalls[move], key);
    },
    onSettled: invalidate,
  });
}

export function useApproveContracts() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (ids: number[]) => callApi(percentageContractCalls.approveMany, { ids }),
    onSettled: invalidate,
  });
}

export function useAscertainCompetence() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (competence: string) => callApi(percentageContractCalls.ascertain, { competence }),
    onSettled: invalidate,
  });
}
