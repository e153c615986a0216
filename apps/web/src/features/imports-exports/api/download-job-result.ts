import { useMutation } from '@tanstack/react-query';
import { ZExportFileSchema, ZJobIdSchema } from '@trade-terms/domain/import-export-jobs';
import { saveExportFile } from '../../../platform/file-transfer';
import { httpClient } from '../../../platform/http-client';

/** An export's file, or an import's uploaded file (`baixarResultado`), saved as a file. */
export async function downloadJobResult(id: string) {
  const payload = await httpClient.post<unknown>(
    '/importacaoExportacao/baixarResultado',
    ZJobIdSchema.parse({ id }),
  );
  const file = ZExportFileSchema.parse(payload);
  saveExportFile(file);
  return file.nomeArquivo;
}

export function useDownloadJobResult() {
  return useMutation({ mutationFn: downloadJobResult });
}
