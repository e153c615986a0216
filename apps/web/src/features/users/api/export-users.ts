import { useMutation } from '@tanstack/react-query';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import type { TSearchUserTabInput } from './search-user-tab';

/** The registered users under the list's filters as an xlsx (`export`), saved as a file. */
async function exportUsers(input: TSearchUserTabInput) {
  const file = await callApi(userCalls.exportRegistered, input);
  const bytes = Uint8Array.from(atob(file.conteudo), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mime }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.nomeArquivo;
  anchor.click();
  URL.revokeObjectURL(url);
  return file;
}

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
