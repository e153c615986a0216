import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agreementSapOnCalls } from '@trade-terms/domain/calls/agreement-sap-on-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { sapOnKeys } from './search-sap-on';

/** One lever's SAP condition set by hand (`salvarCondicaoSapOn`); the list is read again. */
export function useSaveSapOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof agreementSapOnCalls.save>) =>
      callApi(agreementSapOnCalls.save, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sapOnKeys.lists() }),
  });
}
