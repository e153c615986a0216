import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { simulatorCalls } from '@trade-terms/domain/calls/simulator-calls';
import { callApi } from '../../../platform/call-api';

/** The simulator's body: the model and the values it uses, decimals as dot strings. */
export type TSimulateInput = CallInput<typeof simulatorCalls.calculate>;

function simulate(input: TSimulateInput) {
  return callApi(simulatorCalls.calculate, input);
}

/** Runs the engine on the server; nothing is stored, so no query is invalidated. */
export function useSimulate() {
  return useMutation({ mutationFn: simulate });
}
