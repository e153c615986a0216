import { useMutation, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { npsCalls } from '@trade-terms/domain/calls/nps-calls';
import { callApi } from '../../../platform/call-api';
import { readAnsweredNps, rememberAnsweredNps } from '../../../platform/session';

export const npsKeys = {
  all: ['nps'] as const,
  answered: (userId: number) => [...npsKeys.all, 'answered', userId] as const,
};

/** Whether the user answered; the visit remembers it in session storage (spec, section 3). */
export async function fetchAnsweredNps(userId: number): Promise<boolean> {
  const known = readAnsweredNps(userId);
  if (known !== null) return known;
  const answered = await callApi(npsCalls.answered, { userId });
  rememberAnsweredNps(userId, answered);
  return answered;
}

export function useAnsweredNps(userId: number | undefined) {
  return useQuery({
    queryKey: npsKeys.answered(userId ?? 0),
    queryFn: () => fetchAnsweredNps(userId ?? 0),
    enabled: userId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function saveNps(answer: CallInput<typeof npsCalls.saveAnswer>) {
  return callApi(npsCalls.saveAnswer, answer);
}

export function useSaveNps(userId: number) {
  return useMutation({
    mutationFn: saveNps,
    onSuccess: (_data, _answer, _context, { client }) => {
      rememberAnsweredNps(userId, true);
      client.setQueryData(npsKeys.answered(userId), true);
    },
  });
}
