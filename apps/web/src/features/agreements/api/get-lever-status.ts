import { queryOptions, useQuery } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/** How many of an agreement's levers stand in each status, and each one's (`buscarStatusAlavancaContrato`). */
export const getLeverStatusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: agreementKeys.leverStatus(id),
    queryFn: () => callApi(agreementCalls.leverStatus, { id }),
  });

export function useLeverStatus(id: number) {
  return useQuery(getLeverStatusQueryOptions(id));
}
