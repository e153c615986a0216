import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';

function requestUserEdition(request: CallInput<typeof userCalls.requestEdition>) {
  return callApi(userCalls.requestEdition, request);
}

export function useRequestUserEdition() {
  return useMutation({ mutationFn: requestUserEdition });
}
