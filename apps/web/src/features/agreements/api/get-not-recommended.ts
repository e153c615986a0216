import { queryOptions, useQuery } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/**
 * The levers of an agreement that recommendation rows mark as not recommended
 * (`buscarRecomendacoesNaoRecomendada`), under the agreement's detail key like its divergences.
 */
const notRecommendedQuery = (id: number) =>
  queryOptions({
    queryKey: [...agreementKeys.detail(id), 'not-recommended'] as const,
    queryFn: () => callApi(agreementCalls.notRecommended, { id }),
  });

export function useNotRecommended(id: number) {
  return useQuery(notRecommendedQuery(id));
}
