import { useMutation } from '@tanstack/react-query';
import { signatureCalls } from '@trade-terms/domain/calls/signatures-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

/** One signed file (`/assinatura/exportar`, by the signature's id), saved as the server names it. */
async function exportSignature(input: { id: number }) {
  const file = await callApi(signatureCalls.export, input);
  saveExportFile(file);
  return file;
}

export function useExportSignature() {
  return useMutation({ mutationFn: exportSignature });
}
