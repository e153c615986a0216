import { queryOptions, useQuery } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/**
 * The divergences of an agreement's levers from the lever recommendations
 * (`buscarDivergenciasContratosAlavancas`). Kept under the agreement's detail key, so a save or
 * an action on the agreement reads them again.
 */
const divergencesQuery = (id: number) =>
  queryOptions({
    queryKey: [...agreementKeys.detail(id), 'divergences'] as const,
    queryFn: () => callApi(agreementCalls.divergences, { id }),
  });

export function useDivergences(id: number) {
  return useQuery(divergencesQuery(id));
}
