import { useMutation } from '@tanstack/react-query';
import { ZExportFileSchema } from '@trade-terms/domain/import-export-jobs';
import {
  type RegisterDeclaration,
  searchSchemaOf,
  type TRegisterSearch,
} from '@trade-terms/domain/registers';
import { z } from 'zod';
import { saveExportFile } from '../../../platform/file-transfer';
import { httpClient } from '../../../platform/http-client';

const ZQueuedSchema = z.object({ id: z.string() });

/** Small exports come back as the file; large ones are queued (202) for the dashboard. */
export type ExportOutcome = { kind: 'saved'; fileName: string } | { kind: 'queued'; jobId: string };

/** The records under the list's filters as an xlsx (`exportar`), saved as a file when it is ready. */
export async function exportRegister(
  register: RegisterDeclaration,
  search: TRegisterSearch,
): Promise<ExportOutcome> {
  const payload = await httpClient.post<unknown>(
    `/${register.apiName}/exportar`,
    searchSchemaOf(register).parse(search),
  );
  const file = ZExportFileSchema.safeParse(payload);
  if (file.success) {
    saveExportFile(file.data);
    return { kind: 'saved', fileName: file.data.nomeArquivo };
  }
  return { kind: 'queued', jobId: ZQueuedSchema.parse(payload).id };
}

export function useExportRegister(register: RegisterDeclaration) {
  return useMutation({ mutationFn: (search: TRegisterSearch) => exportRegister(register, search) });
}
