import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/** One tab of the list with its filters, page and sort (`buscarContratos`). */
export type TSearchAgreementsInput = CallInput<typeof agreementCalls.search>;

export const searchAgreementsQueryOptions = (input: TSearchAgreementsInput) =>
  queryOptions({
    queryKey: agreementKeys.list(input),
    queryFn: () => callApi(agreementCalls.search, input),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useSearchAgreements(input: TSearchAgreementsInput) {
  return useQuery(searchAgreementsQueryOptions(input));
}
