import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { jobCalls } from '@trade-terms/domain/calls/jobs-calls';
import type { TJobSearch } from '@trade-terms/domain/import-export-jobs';
import { callApi } from '../../../platform/call-api';
import { jobKeys } from '../../../platform/jobs/job-keys';
import { refetchWhileRunning } from '../../../platform/jobs/jobs-view';

/** Imports and exports of the period, newest first; refetched every 2 seconds while any job of the page runs. */
export function useSearchJobs(search: TJobSearch) {
  return useQuery({
    queryKey: jobKeys.list(search),
    queryFn: () => callApi(jobCalls.search, search),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refetchWhileRunning(query.state.data?.items ?? []),
  });
}
