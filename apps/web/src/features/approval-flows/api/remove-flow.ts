import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRecordIdSchema } from '@trade-terms/domain/records';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { approvalFlowKeys } from './approval-flow-keys';

export const ZRemoveFlowInputSchema = ZRecordIdSchema;
export type TRemoveFlowInput = z.input<typeof ZRemoveFlowInputSchema>;

/** The server refuses (409) a flow with items still under approval, saying how many. */
export async function removeFlow(input: TRemoveFlowInput): Promise<void> {
  await httpClient.post<unknown>('/fluxoAprovacao/removerFluxo', ZRemoveFlowInputSchema.parse(input));
}

export function useRemoveFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFlow,
    onSuccess: (_result, input) => {
      queryClient.removeQueries({ queryKey: approvalFlowKeys.detail(input.id) });
      return queryClient.invalidateQueries({ queryKey: approvalFlowKeys.lists() });
    },
  });
}
