import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { callApi } from '../../../platform/call-api';
import { useAgreementChange } from './agreement-change';

/** A new agreement in registration with the main information and levers of another. */
export const useCopyAgreement = () =>
  useAgreementChange(
    (input: { id: number }) => callApi(agreementCalls.copy, input),
    () => [],
  );
