import { useMutation } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

type TInput = CallInput<typeof agreementCalls.sapCustomerChangesExport>;

/** The changes of agreements' SAP customers since a day (`exportarAlteracoesIntegracaoClienteSap`), saved as a file. */
async function exportSapCustomerChanges(input: TInput) {
  const file = await callApi(agreementCalls.sapCustomerChangesExport, input);
  saveExportFile(file);
  return file;
}

export function useExportSapCustomerChanges() {
  return useMutation({ mutationFn: exportSapCustomerChanges });
}
