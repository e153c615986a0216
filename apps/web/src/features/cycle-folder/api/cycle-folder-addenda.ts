import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { cycleFolderAddendumCalls } from '@trade-terms/domain/calls/cycle-folder-addendum-calls';
import { callApi } from '../../../platform/call-api';
import { cycleFolderKeys } from './cycle-folders';

export type TCycleFolderAddendumSaveInput = CallInput<typeof cycleFolderAddendumCalls.save>;

const addendaKey = (folderId: number) => [...cycleFolderKeys.detail(folderId), 'addenda'] as const;

/** A folder's addenda, newest first. */
export function useCycleFolderAddenda(folderId: number) {
  return useQuery(
    queryOptions({
      queryKey: addendaKey(folderId),
      queryFn: () => callApi(cycleFolderAddendumCalls.search, { id: folderId }),
    }),
  );
}

/**
 * A change of an addendum: the folder (its actions and reservations after an approval), its
 * addenda, the lists and the lines' available money are read again whatever the outcome.
 */
function useAddendumChange<I>(change: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cycleFolderKeys.all }),
  });
}

export const useSaveCycleFolderAddendum = () =>
  useAddendumChange((input: TCycleFolderAddendumSaveInput) => callApi(cycleFolderAddendumCalls.save, input));

export type AddendumMove = 'sendToApproval' | 'approve' | 'disapprove' | 'remove';

/** A move of an addendum, sent with the version read (a stale one answers 409). */
export const useMoveCycleFolderAddendum = () =>
  useAddendumChange(
    ({ move, ...input }: { move: AddendumMove; id: number; version: number; justification?: string }) =>
      move === 'disapprove'
        ? callApi(cycleFolderAddendumCalls.disapprove, { ...input, justification: input.justification ?? '' })
        : callApi(cycleFolderAddendumCalls[move], { id: input.id, version: input.version }),
  );
