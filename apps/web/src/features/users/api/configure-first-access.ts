import type { CallInput } from '@trade-terms/domain/calls/call';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import { useUserDecision } from './decision-mutation';

/** Sets the profile of a first-access user and sends the request to approval (`configurarPermissoesPrimeiroAcesso`). */
function configureFirstAccess(input: CallInput<typeof userCalls.configureFirstAccess>) {
  return callApi(userCalls.configureFirstAccess, input);
}

export function useConfigureFirstAccess() {
  return useUserDecision(configureFirstAccess);
}
