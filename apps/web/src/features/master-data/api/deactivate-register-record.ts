import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { type RegisterCalls, registerCallsOf } from '@trade-terms/domain/calls/register-calls';
import type { RegisterDeclaration } from '@trade-terms/domain/registers';
import { callApi } from '../../../platform/call-api';
import { registerKeys } from './register-keys';

/**
 * Records are never deleted: `inativar` marks one inactive and `reativar` offers it again, each
 * at the version the list read.
 */
type RecordStatusCall = keyof Pick<RegisterCalls, 'deactivate' | 'reactivate'>;
type TRecordStatusInput = CallInput<RegisterCalls['deactivate']>;

async function changeRegisterRecordStatus(
  register: RegisterDeclaration,
  call: RecordStatusCall,
  input: TRecordStatusInput,
): Promise<void> {
  await callApi(registerCallsOf(register)[call], input);
}

export function useRegisterRecordStatus(register: RegisterDeclaration, call: RecordStatusCall) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRecordStatusInput) => changeRegisterRecordStatus(register, call, input),
    onSettled: (_result, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registerKeys.lists(register.key) }),
        queryClient.invalidateQueries({ queryKey: registerKeys.detail(register.key, input.id) }),
      ]),
  });
}
