import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { useAgreementChange } from './agreement-change';

type TInput = CallInput<typeof agreementCalls.disableLevers>;

/**
 * `inativarAlavancas` / `ativarAlavancas`: levers of one agreement stop or start earning from a
 * date; whatever the outcome the agreement (and its levers' details) are read again.
 */
export function useLeverAvailability(agreementId: number) {
  const agreement = () => [agreementId];
  const disable = useAgreementChange(
    (input: TInput) => callApi(agreementCalls.disableLevers, input),
    agreement,
  );
  const activate = useAgreementChange(
    (input: TInput) => callApi(agreementCalls.activateLevers, input),
    agreement,
  );
  return {
    pending: disable.isPending || activate.isPending,
    run: (move: 'disable' | 'activate', input: TInput) =>
      (move === 'disable' ? disable : activate).mutateAsync(input),
  };
}
