import { useQuery } from '@tanstack/react-query';
import { jobCalls } from '@trade-terms/domain/calls/jobs-calls';
import { callApi } from '../call-api';
import { jobKeys } from './job-keys';
import { refetchWhileRunning } from './jobs-view';

/** Followed every 2 seconds until the job finishes. */
export function useJob(id: string | null) {
  return useQuery({
    queryKey: jobKeys.detail(id ?? ''),
    queryFn: () => callApi(jobCalls.get, { id: id ?? '' }),
    enabled: id !== null,
    refetchInterval: (query) =>
      refetchWhileRunning(query.state.data ? [query.state.data] : [{ status: 'PROCESSANDO' }]),
  });
}
