import { useMutation } from '@tanstack/react-query';
import { ZExportFileSchema, ZUserTabSearchSchema } from '@trade-terms/domain/users';
import { httpClient } from '../../../platform/http-client';
import type { TSearchUserTabInput } from './search-user-tab';

/** The registered users under the list's filters as an xlsx (`export`), saved as a file. */
export async function exportUsers(input: TSearchUserTabInput) {
  const payload = await httpClient.post<unknown>('/usuario/export', ZUserTabSearchSchema.parse(input));
  const file = ZExportFileSchema.parse(payload);
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
