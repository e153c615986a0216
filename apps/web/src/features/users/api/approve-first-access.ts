import type { CallInput } from '@trade-terms/domain/calls/call';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import { useUserDecision } from './decision-mutation';

/** Approves a first access: the user is mailed a link to create the password (`aprovarPrimeiroAcesso`). */
function approveFirstAccess(input: CallInput<typeof userCalls.approveFirstAccess>) {
  return callApi(userCalls.approveFirstAccess, input);
}

export function useApproveFirstAccess() {
  return useUserDecision(approveFirstAccess);
}
