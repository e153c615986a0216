import { useMutation } from '@tanstack/react-query';
import { printingCalls } from '@trade-terms/domain/calls/printing-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

/** The agreement as a PDF built on the server (`/impressao/imprimir`), in the user's language. */
async function printAgreement(input: { id: number }) {
  const file = await callApi(printingCalls.print, { document: 'ACORDO', id: input.id });
  saveExportFile(file);
  return file;
}

export function usePrintAgreement() {
  return useMutation({ mutationFn: printAgreement });
}
