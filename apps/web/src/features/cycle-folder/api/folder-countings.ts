import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { folderCountingCalls } from '@trade-terms/domain/calls/folder-counting-calls';
import type { TFolderCounting } from '@trade-terms/domain/folder-counting';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

export type TFolderCountingSearchInput = CallInput<typeof folderCountingCalls.search>;
export type TFolderCountingSaveInput = CallInput<typeof folderCountingCalls.save>;

export const folderCountingKeys = {
  all: ['folder-countings'] as const,
  lists: () => [...folderCountingKeys.all, 'list'] as const,
  list: (search: object) => [...folderCountingKeys.lists(), search] as const,
  detail: (folderId: number) => [...folderCountingKeys.all, 'detail', folderId] as const,
};

export function useSearchFolderCountings(input: TFolderCountingSearchInput) {
  return useQuery(
    queryOptions({
      queryKey: folderCountingKeys.list(input),
      queryFn: () => callApi(folderCountingCalls.search, input),
      placeholderData: keepPreviousData,
    }),
  );
}

/** One folder's counting, with its actions and rows. */
export function useFolderCounting(folderId: number) {
  return useQuery(
    queryOptions({
      queryKey: folderCountingKeys.detail(folderId),
      queryFn: () => callApi(folderCountingCalls.get, { id: folderId }),
    }),
  );
}

/** A change of a counting: the answer is kept as its detail; the lists are read again whatever the outcome. */
function useCountingChange<I>(change: (input: I) => Promise<TFolderCounting>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (counting) => queryClient.setQueryData(folderCountingKeys.detail(counting.folderId), counting),
    onSettled: () => queryClient.invalidateQueries({ queryKey: folderCountingKeys.lists() }),
  });
}

export const useSaveFolderCounting = () =>
  useCountingChange((input: TFolderCountingSaveInput) => callApi(folderCountingCalls.save, input));

export type CountingMove = 'sendToApproval' | 'approve' | 'disapprove';

/** A move of the counting's status, sent with the version read (a stale one answers 409). */
export const useMoveFolderCounting = () =>
  useCountingChange(
    ({ move, ...input }: { move: CountingMove; id: number; version: number; justification?: string }) =>
      move === 'disapprove'
        ? callApi(folderCountingCalls.disapprove, { ...input, justification: input.justification ?? '' })
        : callApi(folderCountingCalls[move], { id: input.id, version: input.version }),
  );

/** Downloads a counting row's supporting document under the name it came with. */
export function useDownloadCountingDocument() {
  return useMutation({
    mutationFn: async (rowId: number) =>
      saveExportFile(await callApi(folderCountingCalls.document, { id: rowId })),
  });
}
