import { queryOptions, useQuery } from '@tanstack/react-query';
import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import { callApi } from '../../../platform/call-api';
import { leverKeys } from './lever-keys';

export const getLeverQueryOptions = (id: number) =>
  queryOptions({ queryKey: leverKeys.detail(id), queryFn: () => callApi(leverCalls.get, { id }) });

/** One lever with its facing customers and quota events; nothing is asked for while the id is null. */
export function useLever(id: number | null) {
  return useQuery({ ...getLeverQueryOptions(id ?? 0), enabled: id !== null });
}
