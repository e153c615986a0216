import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProfileSaveSchema, ZProfileSchema } from '@trade-terms/domain/profiles';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { profileOptionsKey } from '../../../platform/profile-options';
import { profileKeys } from './profile-keys';

export const ZSaveProfileInputSchema = ZProfileSaveSchema;
export type TSaveProfileInput = z.input<typeof ZSaveProfileInputSchema>;

/** Creates without `id`; with `id` and the `version` read, changes (409 when someone else did). */
export async function saveProfile(input: TSaveProfileInput) {
  const payload = await httpClient.post<unknown>(
    '/perfil/salvarAtualizarPerfil',
    ZSaveProfileInputSchema.parse(input),
  );
  return ZProfileSchema.parse(payload);
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
