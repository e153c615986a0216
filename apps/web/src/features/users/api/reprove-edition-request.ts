import type { CallInput } from '@trade-terms/domain/calls/call';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import { useUserDecision } from './decision-mutation';

/** Reproves an edition request before it is configured (`reprovarSolicitacaoEdicao`). */
function reproveEditionRequest(input: CallInput<typeof userCalls.reproveEditionRequest>) {
  return callApi(userCalls.reproveEditionRequest, input);
}

export function useReproveEditionRequest() {
  return useUserDecision(reproveEditionRequest);
}
