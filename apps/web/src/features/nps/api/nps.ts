import { useMutation, useQuery } from '@tanstack/react-query';
import type { MessageEnvelope } from '@trade-terms/domain/errors';
import type { TNpsAnswer } from '@trade-terms/domain/nps';
import { httpClient } from '../../../platform/http-client';
import { readAnsweredNps, rememberAnsweredNps } from '../../../platform/session';

export const npsKeys = {
  all: ['nps'] as const,
  answered: (userId: number) => [...npsKeys.all, 'answered', userId] as const,
};

/** Whether the user answered; the visit remembers it in session storage (spec, section 3). */
export async function fetchAnsweredNps(userId: number): Promise<boolean> {
  const known = readAnsweredNps();
  if (known !== null) return known;
  const answered = await httpClient.get<boolean>('/usuario/respondeuNps', { query: { idUsuario: userId } });
  rememberAnsweredNps(answered);
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

export function saveNps(answer: TNpsAnswer): Promise<MessageEnvelope> {
  return httpClient.post('/usuario/salvarPesquisaNps', answer);
}

export function useSaveNps(userId: number) {
  return useMutation({
    mutationFn: saveNps,
    onSuccess: (_data, _answer, _context, { client }) => {
      rememberAnsweredNps(true);
      client.setQueryData(npsKeys.answered(userId), true);
    },
  });
}
