import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserSaveSchema, ZUserSchema } from '@trade-terms/domain/users';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { userKeys } from './user-keys';

export const ZSaveUserInputSchema = ZUserSaveSchema;
export type TSaveUserInput = z.input<typeof ZSaveUserInputSchema>;

/** Creates without `id`; with `id` and the `version` read, changes (409 when someone else did). */
export async function saveUser(input: TSaveUserInput) {
  const payload = await httpClient.post<unknown>(
    '/usuario/salvarAtualizarUsuario',
    ZSaveUserInputSchema.parse(input),
    { quiet: true },
  );
  return ZUserSchema.parse(payload);
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
