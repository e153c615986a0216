import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { approvalFlowCalls } from '@trade-terms/domain/calls/approval-flows-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { approvalFlowKeys } from './approval-flow-keys';

export type TSearchFlowsInput = CallInput<typeof approvalFlowCalls.search>;

export const searchFlowsQueryOptions = (input: TSearchFlowsInput) =>
  queryOptions({
    queryKey: approvalFlowKeys.list(input),
    queryFn: () => callApi(approvalFlowCalls.search, input),
    placeholderData: keepPreviousData,
  });

export function useSearchFlows(input: TSearchFlowsInput) {
  return useQuery(searchFlowsQueryOptions(input));
}
