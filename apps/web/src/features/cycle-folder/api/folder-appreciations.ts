import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { folderAppreciationCalls } from '@trade-terms/domain/calls/folder-appreciation-calls';
import type { TFolderAppreciation } from '@trade-terms/domain/folder-appreciation';
import { callApi } from '../../../platform/call-api';

export type TFolderAppreciationSearchInput = CallInput<typeof folderAppreciationCalls.search>;
export type TFolderAppreciationSaveInput = CallInput<typeof folderAppreciationCalls.save>;

export const folderAppreciationKeys = {
  all: ['folder-appreciations'] as const,
  lists: () => [...folderAppreciationKeys.all, 'list'] as const,
  list: (search: object) => [...folderAppreciationKeys.lists(), search] as const,
  detail: (folderId: number) => [...folderAppreciationKeys.all, 'detail', folderId] as const,
};

export function useSearchFolderAppreciations(input: TFolderAppreciationSearchInput) {
  return useQuery(
    queryOptions({
      queryKey: folderAppreciationKeys.list(input),
      queryFn: () => callApi(folderAppreciationCalls.search, input),
      placeholderData: keepPreviousData,
    }),
  );
}

/** One folder's appreciation, with its counted actions and rows. */
export function useFolderAppreciation(folderId: number) {
  return useQuery(
    queryOptions({
      queryKey: folderAppreciationKeys.detail(folderId),
      queryFn: () => callApi(folderAppreciationCalls.get, { id: folderId }),
    }),
  );
}

/** A change of an appreciation: the answer is kept as its detail; the lists are read again whatever the outcome. */
function useAppreciationChange<I>(change: (input: I) => Promise<TFolderAppreciation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (appreciation) =>
      queryClient.setQueryData(folderAppreciationKeys.detail(appreciation.folderId), appreciation),
    onSettled: () => queryClient.invalidateQueries({ queryKey: folderAppreciationKeys.lists() }),
  });
}

export const useSaveFolderAppreciation = () =>
  useAppreciationChange((input: TFolderAppreciationSaveInput) =>
    callApi(folderAppreciationCalls.save, input),
  );

export type AppreciationMove = 'confirm' | 'reopen';

/** A move of the appreciation's status, sent with the version read (a stale one answers 409). */
export const useMoveFolderAppreciation = () =>
  useAppreciationChange(({ move, ...input }: { move: AppreciationMove; id: number; version: number }) =>
    callApi(folderAppreciationCalls[move], input),
  );
