import { useMutation } from '@tanstack/react-query';
import { chatCalls } from '@trade-terms/domain/calls/chat-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async (id: number) => saveExportFile(await callApi(chatCalls.downloadAttachment, { id })),
  });
}
