import type { CallInput } from '@trade-terms/domain/calls/call';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import { useUserDecision } from './decision-mutation';

/** Reproves an edition request under validation (`reprovarSolicitacaoEmValidacao`). */
function reproveEditionInValidation(input: CallInput<typeof userCalls.reproveEditionInValidation>) {
  return callApi(userCalls.reproveEditionInValidation, input);
}

export function useReproveEditionInValidation() {
  return useUserDecision(reproveEditionInValidation);
}
