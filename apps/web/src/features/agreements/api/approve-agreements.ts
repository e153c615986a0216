import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { useBulkAgreementCall } from './agreement-change';

/** `aprovarContratos`: the current step of the agreements the caller is responsible for. */
export const useApproveAgreements = () => useBulkAgreementCall(agreementCalls.approve);
