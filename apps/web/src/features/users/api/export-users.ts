import { useMutation } from '@tanstack/react-query';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';
import type { TSearchUserTabInput } from './search-user-tab';

/** The registered users under the list's filters as an xlsx (`export`), saved as a file. */
async function exportUsers(input: TSearchUserTabInput) {
  const file = await callApi(userCalls.exportRegistered, input);
  saveExportFile(file);
  return file;
}

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
