import { useMutation } from '@tanstack/react-query';
import { ZExportFileSchema, ZJobIdSchema } from '@trade-terms/domain/import-export-jobs';
import { saveExportFile } from '../file-transfer';
import { httpClient } from '../http-client';

/** An import's error sheet: each rejected row with its reason (`baixarErros`), saved as a file. */
export async function downloadJobErrors(id: string) {
  const payload = await httpClient.post<unknown>(
    '/importacaoExportacao/baixarErros',
    ZJobIdSchema.parse({ id }),
  );
  const file = ZExportFileSchema.parse(payload);
  saveExportFile(file);
  return file.nomeArquivo;
}

export function useDownloadJobErrors() {
  return useMutation({ mutationFn: downloadJobErrors });
}
