import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import type { LeverAction } from '../agreement-documents';
import { useAgreementChange } from './agreement-change';

/** The calls acting on levers of approved agreements, answering what was done and skipped. */
const LEVER_CALLS = {
  sendToApproval: agreementCalls.sendLeversToApproval,
  approve: agreementCalls.approveLevers,
  reprove: agreementCalls.reproveLevers,
  close: agreementCalls.closeLevers,
} as const satisfies Record<LeverAction, unknown>;

type TLeversInput = CallInput<typeof agreementCalls.sendLeversToApproval>;

/**
 * The actions on levers of one agreement behind one runner: whatever the outcome, the lists,
 * the counts and the agreement are read again (its totals follow its levers' values in force).
 */
export function useLeverActions(agreementId: number) {
  const agreement = () => [agreementId];
  const mutations = {
    sendToApproval: useAgreementChange(
      (input: TLeversInput) => callApi(LEVER_CALLS.sendToApproval, input),
      agreement,
    ),
    approve: useAgreementChange((input: TLeversInput) => callApi(LEVER_CALLS.approve, input), agreement),
    reprove: useAgreementChange((input: TLeversInput) => callApi(LEVER_CALLS.reprove, input), agreement),
    close: useAgreementChange((input: TLeversInput) => callApi(LEVER_CALLS.close, input), agreement),
  } satisfies Record<LeverAction, unknown>;
  return {
    pending: Object.values(mutations).some((mutation) => mutation.isPending),
    run: (action: LeverAction, input: TLeversInput) => mutations[action].mutateAsync(input),
  };
}
