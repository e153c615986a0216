import { useQuery } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/** The active flags of a holding, that an agreement may name (`buscarBandeirasContrato`). */
export function useHoldingFlags(economicGroup: string | null | undefined) {
  return useQuery({
    queryKey: agreementKeys.flags(economicGroup ?? ''),
    queryFn: () => callApi(agreementCalls.flags, { economicGroup: economicGroup ?? '' }),
    enabled: Boolean(economicGroup),
  });
}
