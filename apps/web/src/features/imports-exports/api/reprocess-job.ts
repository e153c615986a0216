import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZJobIdSchema } from '@trade-terms/domain/import-export-jobs';
import { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { jobKeys } from '../../../platform/jobs/job-keys';

/** Imports a finished import's file again as a new job (`reprocessar`). */
export async function reprocessJob(id: string) {
  const payload = await httpClient.post<unknown>(
    '/importacaoExportacao/reprocessar',
    ZJobIdSchema.parse({ id }),
  );
  return z.object({ id: z.string() }).parse(payload).id;
}

export function useReprocessJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reprocessJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}
