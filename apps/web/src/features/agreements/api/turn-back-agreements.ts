import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { useBulkAgreementCall } from './agreement-change';

/** `retornarContratosEmCadastro`: approved agreements return to registration, with a justification. */
export const useTurnBackAgreements = () => useBulkAgreementCall(agreementCalls.turnBack);
