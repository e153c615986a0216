import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/** The agreements turned back to registration under the list's filters (`buscarContratoRetornadoEmCadastro`). */
export type TSearchReturnedInput = CallInput<typeof agreementCalls.returnedToRegistration>;

export const searchReturnedQueryOptions = (input: TSearchReturnedInput) =>
  queryOptions({
    queryKey: agreementKeys.returned(input),
    queryFn: () => callApi(agreementCalls.returnedToRegistration, input),
    placeholderData: keepPreviousData,
  });

export function useSearchReturned(input: TSearchReturnedInput) {
  return useQuery(searchReturnedQueryOptions(input));
}
