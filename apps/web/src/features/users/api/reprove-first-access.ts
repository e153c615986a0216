import type { CallInput } from '@trade-terms/domain/calls/call';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import { useUserDecision } from './decision-mutation';

/** Reproves a first access with a justification (`reprovarPrimeiroAcesso`). */
function reproveFirstAccess(input: CallInput<typeof userCalls.reproveFirstAccess>) {
  return callApi(userCalls.reproveFirstAccess, input);
}

export function useReproveFirstAccess() {
  return useUserDecision(reproveFirstAccess);
}
