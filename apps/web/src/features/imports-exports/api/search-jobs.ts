import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TJobSearch, ZJobSchema, ZJobSearchSchema } from '@trade-terms/domain/import-export-jobs';
import { pageOf } from '@trade-terms/domain/paging';
import { httpClient } from '../../../platform/http-client';
import { jobKeys } from '../../../platform/jobs/job-keys';
import { refetchWhileRunning } from '../../../platform/jobs/jobs-view';

/** Imports and exports of the period, newest first (`importacaoExportacao/buscar`). */
export async function searchJobs(search: TJobSearch) {
  const payload = await httpClient.post<unknown>(
    '/importacaoExportacao/buscar',
    ZJobSearchSchema.parse(search),
  );
  return pageOf(ZJobSchema).parse(payload);
}

/** Refetched every 2 seconds while any job of the page is still running. */
export function useSearchJobs(search: TJobSearch) {
  return useQuery({
    queryKey: jobKeys.list(search),
    queryFn: () => searchJobs(search),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refetchWhileRunning(query.state.data?.itens ?? []),
  });
}
