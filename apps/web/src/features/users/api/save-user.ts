import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { callApi } from '../../../platform/call-api';
import { userKeys } from './user-keys';

/** Creates without `id`; with `id` and the `version` read, changes (409 when someone else did). */
export type TSaveUserInput = CallInput<typeof userCalls.save>;

function saveUser(input: TSaveUserInput) {
  return callApi(userCalls.save, input, { quiet: true });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
