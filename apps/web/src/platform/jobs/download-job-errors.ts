import { useMutation } from '@tanstack/react-query';
import { jobCalls } from '@trade-terms/domain/calls/jobs-calls';
import { callApi } from '../call-api';
import { saveExportFile } from '../file-transfer';

/** An import's error sheet: each rejected row with its reason (`baixarErros`), saved as a file. */
async function downloadJobErrors(id: string) {
  const file = await callApi(jobCalls.downloadErrors, { id });
  saveExportFile(file);
  return file.fileName;
}

export function useDownloadJobErrors() {
  return useMutation({ mutationFn: downloadJobErrors });
}
