import { useMutation } from '@tanstack/react-query';
import { jobCalls } from '@trade-terms/domain/calls/jobs-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

/** An export's file, or an import's uploaded file (`baixarResultado`), saved as a file. */
async function downloadJobResult(id: string) {
  const file = await callApi(jobCalls.downloadResult, { id });
  saveExportFile(file);
  return file.fileName;
}

export function useDownloadJobResult() {
  return useMutation({ mutationFn: downloadJobResult });
}
