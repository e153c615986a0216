import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agreementSapOnCalls } from '@trade-terms/domain/calls/agreement-sap-on-calls';
import { callApi } from '../../../platform/call-api';
import { uploadBodyOf } from '../../../platform/file-transfer';
import { sapOnKeys } from './search-sap-on';

/** SAP's answer file (`importarContratoSapOnTela`): applied at once, row by row; the list is read again. */
export function useImportSapOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => callApi(agreementSapOnCalls.import, await uploadBodyOf(file)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sapOnKeys.lists() }),
  });
}
