import type { CallInput } from '@trade-terms/domain/calls/call';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import { useUserDecision } from './decision-mutation';

/** Approves an edition request under validation: the change is applied (`aprovarSolicitacaoEdicao`). */
function approveUserEdition(input: CallInput<typeof userCalls.approveEdition>) {
  return callApi(userCalls.approveEdition, input);
}

export function useApproveUserEdition() {
  return useUserDecision(approveUserEdition);
}
