import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/** A page of an agreement's levers as summary rows (`buscarAlavancasContrato`). */
export const getLeverRowsQueryOptions = (id: number, page: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: agreementKeys.leverRows(id, page),
    queryFn: () => callApi(agreementCalls.leverRows, { id, ...page }),
    placeholderData: keepPreviousData,
  });

export function useLeverRows(id: number, page: { page: number; pageSize: number }) {
  return useQuery(getLeverRowsQueryOptions(id, page));
}
