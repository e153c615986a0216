import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobCalls } from '@trade-terms/domain/calls/jobs-calls';
import { callApi } from '../../../platform/call-api';
import { jobKeys } from '../../../platform/jobs/job-keys';

/** Imports a finished import's file again as a new job (`reprocessar`). */
async function reprocessJob(id: string) {
  const queued = await callApi(jobCalls.reprocess, { id });
  return queued.id;
}

export function useReprocessJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reprocessJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}
