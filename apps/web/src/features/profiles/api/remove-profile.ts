import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { profileCalls } from '@trade-terms/domain/calls/profiles-calls';
import { callApi } from '../../../platform/call-api';
import { profileOptionsKey } from '../../../platform/profile-options';
import { profileKeys } from './profile-keys';

/** The server refuses (409) a profile that users hold or a flow names, saying which. */
async function removeProfile(input: CallInput<typeof profileCalls.remove>): Promise<void> {
  await callApi(profileCalls.remove, input);
}

export function useRemoveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfile,
    onSuccess: (_result, input) => {
      queryClient.removeQueries({ queryKey: profileKeys.detail(input.id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: profileOptionsKey }),
      ]);
    },
  });
}
