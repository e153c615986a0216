import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatCalls } from '@trade-terms/domain/calls/chat-calls';
import { callApi } from '../../../platform/call-api';
import { chatKeys } from './chat-keys';

export function useCloseTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(chatCalls.close, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
