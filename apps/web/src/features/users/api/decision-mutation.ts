import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageEnvelope } from '@trade-terms/domain/errors';
import { userKeys } from './user-keys';

/**
 * A call that moves a user between the tabs: the server's success message is shown by the
 * client, and the lists, totals and the user's detail are read again whatever the outcome.
 */
export function useUserDecision<Input extends { id: number }>(
  call: (input: Input) => Promise<MessageEnvelope>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
