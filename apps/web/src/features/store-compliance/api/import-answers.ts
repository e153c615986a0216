import { useMutation, useQueryClient } from '@tanstack/react-query';
import { targetExecutionCalls } from '@trade-terms/domain/calls/store-compliance-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile, uploadBodyOf } from '../../../platform/file-transfer';
import { jobKeys } from '../../../platform/jobs/job-keys';

/** Sends a filled answers sheet as base64 JSON (`execucaoMeta/importar`); answers the queued job. */
export function useImportAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      (await callApi(targetExecutionCalls.import, await uploadBodyOf(file))).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}

/** The answers sheet's template (`execucaoMeta/modelo`), saved as a file. */
export function useDownloadAnswersTemplate() {
  return useMutation({
    mutationFn: async () => {
      const file = await callApi(targetExecutionCalls.template);
      saveExportFile(file);
      return file.fileName;
    },
  });
}
