import { useMutation } from '@tanstack/react-query';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

/** The agreement's change history (`exportarHistoricoContrato`), saved as the file the server names. */
async function exportAgreementHistory(input: { id: number }) {
  const file = await callApi(agreementCalls.history, input);
  saveExportFile(file);
  return file;
}

export function useExportAgreementHistory() {
  return useMutation({ mutationFn: exportAgreementHistory });
}
