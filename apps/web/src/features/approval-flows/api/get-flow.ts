import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZApprovalFlowSchema } from '@trade-terms/domain/approval-flows';
import { ZRecordIdSchema } from '@trade-terms/domain/records';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { approvalFlowKeys } from './approval-flow-keys';

export const ZGetFlowInputSchema = ZRecordIdSchema;
export type TGetFlowInput = z.input<typeof ZGetFlowInputSchema>;

export async function getFlow(input: TGetFlowInput) {
  const payload = await httpClient.post<unknown>(
    '/fluxoAprovacao/buscarPorId',
    ZGetFlowInputSchema.parse(input),
  );
  return ZApprovalFlowSchema.parse(payload);
}

export const getFlowQueryOptions = (id: number) =>
  queryOptions({ queryKey: approvalFlowKeys.detail(id), queryFn: () => getFlow({ id }) });

export function useFlow(id: number | null) {
  return useQuery({ ...getFlowQueryOptions(id ?? 0), enabled: id !== null });
}
