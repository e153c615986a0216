import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZApprovalFlowSaveSchema, ZApprovalFlowSchema } from '@trade-terms/domain/approval-flows';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { approvalFlowKeys } from './approval-flow-keys';

export const ZSaveFlowInputSchema = ZApprovalFlowSaveSchema;
export type TSaveFlowInput = z.input<typeof ZSaveFlowInputSchema>;

/** Creates without `id`; with `id` and the `version` read, changes (409 when someone else did). */
export async function saveFlow(input: TSaveFlowInput) {
  const payload = await httpClient.post<unknown>('/fluxoAprovacao/salvarAtualizarFluxo', input);
  return ZApprovalFlowSchema.parse(payload);
}

export function useSaveFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFlow,
    onSettled: (_flow, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalFlowKeys.lists() }),
        input.id !== undefined &&
          queryClient.invalidateQueries({ queryKey: approvalFlowKeys.detail(input.id) }),
      ]),
  });
}
