import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZImportUploadSchema } from '@trade-terms/domain/import-export-jobs';
import type { RegisterDeclaration } from '@trade-terms/domain/registers';
import { z } from 'zod';
import { uploadBodyOf } from '../../../platform/file-transfer';
import { httpClient } from '../../../platform/http-client';
import { jobKeys } from '../../../platform/jobs/job-keys';

const ZQueuedSchema = z.object({ id: z.string() });

/** Sends a filled template as base64 JSON (`importar`); the server answers the job it queued. */
export async function importRegister(register: RegisterDeclaration, file: File) {
  const body = ZImportUploadSchema.parse(await uploadBodyOf(file));
  const payload = await httpClient.post<unknown>(`/${register.apiName}/importar`, body);
  return ZQueuedSchema.parse(payload).id;
}

export function useImportRegister(register: RegisterDeclaration) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importRegister(register, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}
