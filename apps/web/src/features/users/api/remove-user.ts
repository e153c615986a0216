import type { CallInput } from '@trade-terms/domain/calls/call';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import { useUserDecision } from './decision-mutation';

/** Deactivates a user (`removerUsuario`): they can no longer sign in. */
function removeUser(input: CallInput<typeof userCalls.remove>) {
  return callApi(userCalls.remove, input);
}

export function useRemoveUser() {
  return useUserDecision(removeUser);
}
