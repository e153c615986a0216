import { queryOptions, useQuery } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/** One lever of an agreement in detail, with its approvals and moves (`buscarDetalheAlavancasContrato`). */
export const getLeverDetailQueryOptions = (agreementId: number, leverId: number) =>
  queryOptions({
    queryKey: agreementKeys.leverDetail(agreementId, leverId),
    queryFn: () => callApi(agreementCalls.leverDetail, { id: leverId }),
  });

export function useLeverDetail(agreementId: number, leverId: number) {
  return useQuery(getLeverDetailQueryOptions(agreementId, leverId));
}
