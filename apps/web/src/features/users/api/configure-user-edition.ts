import type { CallInput } from '@trade-terms/domain/calls/call';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import { useUserDecision } from './decision-mutation';

/** Sets the new data of an edition request and sends it to validation (`configuracaoEdicaoUsuario`). */
function configureUserEdition(input: CallInput<typeof userCalls.configureEdition>) {
  return callApi(userCalls.configureEdition, input);
}

export function useConfigureUserEdition() {
  return useUserDecision(configureUserEdition);
}
