import { useMutation } from '@tanstack/react-query';
import { agreementSapOnCalls } from '@trade-terms/domain/calls/agreement-sap-on-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

/** The sheet SAP's team loads (`exportContratoSapOn`), under the list's filters. */
async function exportSapOn(input: CallInput<typeof agreementSapOnCalls.export>) {
  const file = await callApi(agreementSapOnCalls.export, input);
  saveExportFile(file);
  return file;
}

export function useExportSapOn() {
  return useMutation({ mutationFn: exportSapOn });
}
