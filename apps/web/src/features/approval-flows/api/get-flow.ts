import { queryOptions, useQuery } from '@tanstack/react-query';
import { approvalFlowCalls } from '@trade-terms/domain/calls/approval-flows-calls';
import { callApi } from '../../../platform/call-api';
import { approvalFlowKeys } from './approval-flow-keys';

export const getFlowQueryOptions = (id: number) =>
  queryOptions({
    queryKey: approvalFlowKeys.detail(id),
    queryFn: () => callApi(approvalFlowCalls.get, { id }),
  });

export function useFlow(id: number | null) {
  return useQuery({ ...getFlowQueryOptions(id ?? 0), enabled: id !== null });
}
