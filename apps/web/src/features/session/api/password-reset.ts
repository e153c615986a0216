import { useMutation } from '@tanstack/react-query';
import { authCalls } from '@trade-terms/domain/calls/auth-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';

/** Forgot password: the server answers the same neutral message whatever was entered. */
function requestPasswordReset(request: CallInput<typeof authCalls.requestPasswordReset>) {
  return callApi(authCalls.requestPasswordReset, request, { quiet: true });
}

function completePasswordReset(request: CallInput<typeof authCalls.completePasswordReset>) {
  return callApi(authCalls.completePasswordReset, request, { quiet: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
