import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRecordIdSchema } from '@trade-terms/domain/records';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { profileOptionsKey } from '../../../platform/profile-options';
import { profileKeys } from './profile-keys';

export const ZRemoveProfileInputSchema = ZRecordIdSchema;
export type TRemoveProfileInput = z.input<typeof ZRemoveProfileInputSchema>;

/** The server refuses (409) a profile that users hold or a flow names, saying which. */
export async function removeProfile(input: TRemoveProfileInput): Promise<void> {
  await httpClient.post<unknown>('/perfil/removerPerfil', ZRemoveProfileInputSchema.parse(input));
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
