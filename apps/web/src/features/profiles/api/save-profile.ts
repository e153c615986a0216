import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { profileCalls } from '@trade-terms/domain/calls/profiles-calls';
import { callApi } from '../../../platform/call-api';
import { profileOptionsKey } from '../../../platform/profile-options';
import { profileKeys } from './profile-keys';

/** Creates without `id`; with `id` and the `version` read, changes (409 when someone else did). */
export type TSaveProfileInput = CallInput<typeof profileCalls.save>;

function saveProfile(input: TSaveProfileInput) {
  return callApi(profileCalls.save, input);
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    // Settled, not only succeeded: after a 409 the form reloads what the other user saved.
    onSettled: (_profile, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.lists() }),
        // A new or renamed profile shows in the users' and flows' selects.
        queryClient.invalidateQueries({ queryKey: profileOptionsKey }),
        input.id !== undefined && queryClient.invalidateQueries({ queryKey: profileKeys.detail(input.id) }),
      ]),
  });
}
