import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RegisterDeclaration, type TDeactivate, ZDeactivateSchema } from '@trade-terms/domain/registers';
import { httpClient } from '../../../platform/http-client';
import { registerKeys } from './register-keys';

/** Records are never deleted: `inativar` marks one inactive at the version the list read. */
export async function deactivateRegisterRecord(register: RegisterDeclaration, input: TDeactivate) {
  await httpClient.post<unknown>(`/${register.apiName}/inativar`, ZDeactivateSchema.parse(input));
}

export function useDeactivateRegisterRecord(register: RegisterDeclaration) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDeactivate) => deactivateRegisterRecord(register, input),
    onSettled: (_result, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registerKeys.lists(register.key) }),
        queryClient.invalidateQueries({ queryKey: registerKeys.detail(register.key, input.id) }),
      ]),
  });
}
