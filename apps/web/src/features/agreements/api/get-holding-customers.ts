import { queryOptions, useQuery } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/** The active SAP customers of a holding and which are SAP payers (`buscarClientesContrato`). */
export const holdingCustomersQueryOptions = (economicGroup: string) =>
  queryOptions({
    queryKey: agreementKeys.customers(economicGroup),
    queryFn: () => callApi(agreementCalls.customers, { economicGroup }),
  });

/** Nothing is asked before a holding is chosen. */
export function useHoldingCustomers(economicGroup: string | null | undefined) {
  return useQuery({ ...holdingCustomersQueryOptions(economicGroup ?? ''), enabled: Boolean(economicGroup) });
}
