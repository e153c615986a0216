import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { useAgreementChange } from './agreement-change';

/** `prorrogar`: an approved agreement to a later end date, with a justification and the version read. */
export const useExtendAgreement = () =>
  useAgreementChange(
    (input: CallInput<typeof agreementCalls.extend>) => callApi(agreementCalls.extend, input),
    (input) => [input.id],
  );
