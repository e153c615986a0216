import { queryOptions, useQuery } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/** An agreement's details for its approvers: approval steps, return and termination (`buscarDetalhesContrato`). */
export const getAgreementDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: agreementKeys.approvalDetails(id),
    queryFn: () => callApi(agreementCalls.details, { id }),
  });

export function useAgreementDetails(id: number) {
  return useQuery(getAgreementDetailsQueryOptions(id));
}
