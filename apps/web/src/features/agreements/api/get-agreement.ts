import { queryOptions, useQuery } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/** One agreement with its levers and approval (`buscarContratoEdicao`). */
export const getAgreementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: agreementKeys.detail(id),
    queryFn: () => callApi(agreementCalls.get, { id }),
  });

export function useAgreement(id: number | null) {
  return useQuery({ ...getAgreementQueryOptions(id ?? 0), enabled: id !== null });
}
