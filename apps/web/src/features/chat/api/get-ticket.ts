import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chatCalls } from '@trade-terms/domain/calls/chat-calls';
import { callApi } from '../../../platform/call-api';
import { chatKeys } from './chat-keys';

/** The thread; reading it clears the owner's unread answer, so the badge asks again. */
export function useTicket(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.detail(id),
    queryFn: async () => {
      const ticket = await callApi(chatCalls.get, { id });
      if (ticket.unread) await queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      return ticket;
    },
  });
}
