import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';

/** The public first-access request; the form shows the outcome itself. */
function requestAccess(request: CallInput<typeof userCalls.requestAccess>) {
  return callApi(userCalls.requestAccess, request, { quiet: true });
}

export function useRequestAccess() {
  return useMutation({ mutationFn: requestAccess });
}
