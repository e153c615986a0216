import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZApprovalFlowSearchSchema, ZApprovalFlowSummarySchema } from '@trade-terms/domain/approval-flows';
import { pageOf } from '@trade-terms/domain/paging';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { approvalFlowKeys } from './approval-flow-keys';

export const ZSearchFlowsInputSchema = ZApprovalFlowSearchSchema;
export type TSearchFlowsInput = z.input<typeof ZSearchFlowsInputSchema>;
const ZFlowPageSchema = pageOf(ZApprovalFlowSummarySchema);

export async function searchFlows(input: TSearchFlowsInput) {
  const payload = await httpClient.post<unknown>(
    '/fluxoAprovacao/buscarFluxos',
    ZSearchFlowsInputSchema.parse(input),
  );
  return ZFlowPageSchema.parse(payload);
}

export const searchFlowsQueryOptions = (input: TSearchFlowsInput) =>
  queryOptions({
    queryKey: approvalFlowKeys.list(input),
    queryFn: () => searchFlows(input),
    placeholderData: keepPreviousData,
  });

export function useSearchFlows(input: TSearchFlowsInput) {
  return useQuery(searchFlowsQueryOptions(input));
}
