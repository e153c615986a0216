import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ascertainmentCalls } from '@trade-terms/domain/calls/ascertainment-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';
import { ascertainmentKeys } from './ascertainment-keys';

/** The claims of one ascertainment, newest first (`buscarReclamacoes`). */
export function useClaims(id: number) {
  return useQuery(
    queryOptions({
      queryKey: ascertainmentKeys.claims(id),
      queryFn: () => callApi(ascertainmentCalls.claims, { id }),
    }),
  );
}

/** Downloads a claim's supporting document under the name it came with. */
export function useDownloadClaimEvidence() {
  return useMutation({
    mutationFn: async (id: number) => saveExportFile(await callApi(ascertainmentCalls.claimEvidence, { id })),
  });
}

type ClaimCall = (typeof ascertainmentCalls)['claim' | 'approveClaim' | 'reproveClaim'];

/**
 * A claim registered or decided: whatever the outcome, the lists (the claims tab), the
 * ascertainment and its claims are read again.
 */
export function useClaimChange<C extends ClaimCall>(call: C, ascertainmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => callApi(call as ClaimCall, input as never),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ascertainmentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ascertainmentKeys.detail(ascertainmentId) }),
      ]),
  });
}
