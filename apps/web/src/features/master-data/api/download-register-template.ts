import { useMutation } from '@tanstack/react-query';
import { ZExportFileSchema } from '@trade-terms/domain/import-export-jobs';
import type { RegisterDeclaration } from '@trade-terms/domain/registers';
import { saveExportFile } from '../../../platform/file-transfer';
import { httpClient } from '../../../platform/http-client';

/** The register's import template (`modelo`), saved as a file. */
export async function downloadRegisterTemplate(register: RegisterDeclaration) {
  const payload = await httpClient.post<unknown>(`/${register.apiName}/modelo`);
  const file = ZExportFileSchema.parse(payload);
  saveExportFile(file);
  return file.nomeArquivo;
}

export function useDownloadRegisterTemplate(register: RegisterDeclaration) {
  return useMutation({ mutationFn: () => downloadRegisterTemplate(register) });
}
