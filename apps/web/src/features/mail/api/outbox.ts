import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../platform/http-client';

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
  sentAt: string | null;
}

export function useOutbox() {
  return useQuery({
    queryKey: ['mail', 'outbox'],
    queryFn: () =>
      httpClient.get<OutboxEntry[]>('/desenvolvimento/caixaSaida', { authorization: 'none', quiet: true }),
    // A newcomer waits here for the mail an action just queued.
    refetchInterval: 5000,
  });
}
