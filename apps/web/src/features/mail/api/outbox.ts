import { useQuery } from '@tanstack/react-query';
import { mailCalls } from '@trade-terms/domain/calls/mail-calls';
import { callApi } from '../../../platform/call-api';

export function useOutbox() {
  return useQuery({
    queryKey: ['mail', 'outbox'],
    queryFn: () => callApi(mailCalls.outbox, undefined, { quiet: true }),
    // A newcomer waits here for the mail an action just queued.
    refetchInterval: 5000,
  });
}
