import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { useBulkAgreementCall } from './agreement-change';

/** `confirmarContratosEmGrupo`: agreements in registration go to their approval flow. */
export const useSendToApproval = () => useBulkAgreementCall(agreementCalls.sendToApproval);
