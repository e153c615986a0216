import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { useBulkAgreementCall } from './agreement-change';

/** `reprovarContratos`, with the justification the spec requires. */
export const useReproveAgreements = () => useBulkAgreementCall(agreementCalls.reprove);
