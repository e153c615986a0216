import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';

/**
 * The fields carry the passwords themselves over TLS; the server checks the old one and holds
 * the new one to the policy (docs/architecture.md says why not a client-side hash).
 */
function changePassword(request: CallInput<typeof userCalls.changePassword>) {
  return callApi(userCalls.changePassword, request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
