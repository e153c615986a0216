import { useQuery } from '@tanstack/react-query';
import { chatCalls } from '@trade-terms/domain/calls/chat-calls';
import { callApi } from '../../../platform/call-api';
import { chatKeys } from './chat-keys';

/** How often the shell asks again: news of a ticket may wait this long, a count is cheap. */
const UNREAD_REFRESH_MS = 30_000;

export function useUnreadTotal() {
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: () => callApi(chatCalls.unread, undefined, { quiet: true }),
    refetchInterval: UNREAD_REFRESH_MS,
  });
}
