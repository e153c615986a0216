import { useQuery } from '@tanstack/react-query';
import { signatureCalls } from '@trade-terms/domain/calls/signatures-calls';
import { callApi } from '../../../platform/call-api';
import { agreementKeys } from './agreement-keys';

/** The signature history of an agreement (`/assinatura/listar`): every file imported, and those removed. */
export function useSignatures(agreementId: number) {
  return useQuery({
    queryKey: agreementKeys.signatures(agreementId),
    queryFn: () => callApi(signatureCalls.list, { id: agreementId }),
  });
}
