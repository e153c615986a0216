import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { useBulkAgreementCall } from './agreement-change';

/** `encerrarContratos` on a closing date (before today only with the retroactive close role). */
export const useCloseAgreements = () => useBulkAgreementCall(agreementCalls.close);
