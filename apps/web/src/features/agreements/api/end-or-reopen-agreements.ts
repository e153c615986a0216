import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { useBulkAgreementCall } from './agreement-change';

/** `reativarContratos`: canceled agreements back to registration, with a justification. */
export const useReactivateAgreements = () => useBulkAgreementCall(agreementCalls.reactivate);

/** `rescindirContratos`: approved agreements end early on a date, with a justification. */
export const useTerminateAgreements = () => useBulkAgreementCall(agreementCalls.terminate);
