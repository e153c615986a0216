import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RegisterDeclaration, type TDeactivate, ZDeactivateSchema } from '@trade-terms/domain/registers';
import { httpClient } from '../../../platform/http-client';
import { registerKeys } from './register-keys';

/**
 * Records are never deleted: `inativar` marks one inactive and `reativar` offers it again, each
 * at the version the list read.
 */
export type RecordStatusCall = 'inativar' | 'reativar';

export async function changeRegisterRecordStatus(
  register: RegisterDeclaration,
  call: RecordStatusCall,
  input: TDeactivate,
) {
  await httpClient.post<unknown>(`/${register.apiName}/${call}`, ZDeactivateSchema.parse(input));
}

export function useRegisterRecordStatus(register: RegisterDeclaration, call: RecordStatusCall) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDeactivate) => changeRegisterRecordStatus(register, call, input),
    onSettled: (_result, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registerKeys.lists(register.key) }),
        queryClient.invalidateQueries({ queryKey: registerKeys.detail(register.key, input.id) }),
      ]),
  });
}
