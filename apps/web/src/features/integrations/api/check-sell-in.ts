import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { integrationCalls } from '@trade-terms/domain/calls/integration-calls';
import { callApi } from '../../../platform/call-api';

/**
 * Whether sell-in was loaded for a competence and business unit (`verificarSellIn`).
 * Asked on demand, so it is a mutation: each click asks again.
 */
function checkSellIn(input: CallInput<typeof integrationCalls.checkSellIn>) {
  return callApi(integrationCalls.checkSellIn, input);
}

export function useCheckSellIn() {
  return useMutation({ mutationFn: checkSellIn });
}
