import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { cycleFolderCalls } from '@trade-terms/domain/calls/cycle-folder-calls';
import type { TCycleFolder } from '@trade-terms/domain/cycle-folders';
import { callApi } from '../../../platform/call-api';

export type TCycleFolderSearchInput = CallInput<typeof cycleFolderCalls.search>;
export type TCycleFolderSaveInput = CallInput<typeof cycleFolderCalls.save>;
export type TCycleFolderLinesInput = CallInput<typeof cycleFolderCalls.mapLines>;

export const cycleFolderKeys = {
  all: ['cycle-folders'] as const,
  lists: () => [...cycleFolderKeys.all, 'list'] as const,
  list: (search: object) => [...cycleFolderKeys.lists(), search] as const,
  detail: (id: number) => [...cycleFolderKeys.all, 'detail', id] as const,
  lines: (input: object) => [...cycleFolderKeys.all, 'lines', input] as const,
};

export function useSearchCycleFolders(input: TCycleFolderSearchInput) {
  return useQuery(
    queryOptions({
      queryKey: cycleFolderKeys.list(input),
      queryFn: () => callApi(cycleFolderCalls.search, input),
      // The table keeps the page it shows while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}

/** One folder with its actions; nothing is asked for while the id is null. */
export function useCycleFolder(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: cycleFolderKeys.detail(id ?? 0),
      queryFn: () => callApi(cycleFolderCalls.get, { id: id ?? 0 }),
      enabled: id !== null,
    }),
  );
}

/** The map lines a folder's actions may draw from, with the cycle's available money; null asks nothing. */
export function useCycleFolderLines(input: TCycleFolderLinesInput | null) {
  return useQuery(
    queryOptions({
      queryKey: cycleFolderKeys.lines(input ?? {}),
      queryFn: () => callApi(cycleFolderCalls.mapLines, input as TCycleFolderLinesInput),
      enabled: input !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

/**
 * A change of a folder: the answer is the folder as it is now, kept as its detail; the lists and
 * the lines' available money are read again whatever the outcome (after a 409 too).
 */
function useFolderChange<I>(change: (input: I) => Promise<TCycleFolder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (folder) => queryClient.setQueryData(cycleFolderKeys.detail(folder.id), folder),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cycleFolderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [...cycleFolderKeys.all, 'lines'] }),
      ]),
  });
}

export const useSaveCycleFolder = () =>
  useFolderChange((input: TCycleFolderSaveInput) => callApi(cycleFolderCalls.save, input));

export type FolderMove =
  | 'sendToApproval'
  | 'approve'
  | 'disapprove'
  | 'closePlanning'
  | 'reopenPlanning'
  | 'close';

/** A move of the folder's status, sent with the version read (a stale one answers 409). */
export const useMoveCycleFolder = () =>
  useFolderChange(
    ({ move, ...input }: { move: FolderMove; id: number; version: number; justification?: string }) =>
      move === 'disapprove'
        ? callApi(cycleFolderCalls.disapprove, { ...input, justification: input.justification ?? '' })
        : callApi(cycleFolderCalls[move], { id: input.id, version: input.version }),
  );
