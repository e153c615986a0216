import { useQuery } from '@tanstack/react-query';
import { ZJobIdSchema, ZJobSchema } from '@trade-terms/domain/import-export-jobs';
import { httpClient } from '../http-client';
import { jobKeys } from './job-keys';
import { refetchWhileRunning } from './jobs-view';

/** One import or export (`importacaoExportacao/buscarPorId`). */
export async function getJob(id: string) {
  const payload = await httpClient.post<unknown>(
    '/importacaoExportacao/buscarPorId',
    ZJobIdSchema.parse({ id }),
  );
  return ZJobSchema.parse(payload);
}

/** Followed every 2 seconds until the job finishes. */
export function useJob(id: string | null) {
  return useQuery({
    queryKey: jobKeys.detail(id ?? ''),
    queryFn: () => getJob(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) =>
      refetchWhileRunning(query.state.data ? [query.state.data] : [{ status: 'PROCESSANDO' }]),
  });
}
