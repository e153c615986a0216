import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { folderDistributionCalls } from '@trade-terms/domain/calls/folder-distribution-calls';
import { callApi } from '../../../platform/call-api';

export type TFolderDistributionSaveInput = CallInput<typeof folderDistributionCalls.saveDistribution>;
export type TFolderAssignmentsSaveInput = CallInput<typeof folderDistributionCalls.saveAssignments>;

export const folderDistributionKeys = {
  all: ['folder-distributions'] as const,
  distribution: (folderId: number) => [...folderDistributionKeys.all, 'distribution', folderId] as const,
  assignments: (folderId: number) => [...folderDistributionKeys.all, 'assignments', folderId] as const,
  coordinators: (search: string) => [...folderDistributionKeys.all, 'coordinators', search] as const,
};

/** A folder's money and its distribution among regional coordinators. */
export function useFolderDistribution(folderId: number) {
  return useQuery(
    queryOptions({
      queryKey: folderDistributionKeys.distribution(folderId),
      queryFn: () => callApi(folderDistributionCalls.getDistribution, { id: folderId }),
    }),
  );
}

/** A folder's coordinators, their shares and their assignments. */
export function useFolderAssignments(folderId: number) {
  return useQuery(
    queryOptions({
      queryKey: folderDistributionKeys.assignments(folderId),
      queryFn: () => callApi(folderDistributionCalls.getAssignments, { id: folderId }),
    }),
  );
}

/** Active users to name as coordinators, found by name or login as the user types. */
export function useCoordinators(search: string) {
  return useQuery(
    queryOptions({
      queryKey: folderDistributionKeys.coordinators(search),
      queryFn: () => callApi(folderDistributionCalls.searchCoordinators, search ? { search } : {}),
    }),
  );
}

/** Saves a distribution; the answer is kept, and the assignments (their shares) are read again. */
export function useSaveFolderDistribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFolderDistributionSaveInput) =>
      callApi(folderDistributionCalls.saveDistribution, input),
    onSuccess: (distribution) => {
      queryClient.setQueryData(folderDistributionKeys.distribution(distribution.folderId), distribution);
      return queryClient.invalidateQueries({
        queryKey: folderDistributionKeys.assignments(distribution.folderId),
      });
    },
  });
}

/** Saves one coordinator's assignments; the answer is kept as the folder's assignments. */
export function useSaveFolderAssignments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFolderAssignmentsSaveInput) =>
      callApi(folderDistributionCalls.saveAssignments, input),
    onSuccess: (assignments) =>
      queryClient.setQueryData(folderDistributionKeys.assignments(assignments.folderId), assignments),
  });
}
