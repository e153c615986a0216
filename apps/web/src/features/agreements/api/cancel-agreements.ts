import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { useBulkAgreementCall } from './agreement-change';

/** `cancelarContratos`, with a justification. */
export const useCancelAgreements = () => useBulkAgreementCall(agreementCalls.cancel);
