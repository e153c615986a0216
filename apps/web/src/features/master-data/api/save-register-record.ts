import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerCallsOf } from '@trade-terms/domain/calls/register-calls';
import type { RegisterDeclaration, TRegisterRecord, TRegisterSave } from '@trade-terms/domain/registers';
import { callApi } from '../../../platform/call-api';
import { registerKeys } from './register-keys';

/**
 * Creates without `id`; with `id` and the `version` read, changes (409 when someone else did).
 * Field problems come back as field errors; the form shows them, so the call is quiet.
 */
async function saveRegisterRecord(register: RegisterDeclaration, body: TRegisterSave) {
  return (await callApi(registerCallsOf(register).save, body, { quiet: true })) as TRegisterRecord;
}

export function useSaveRegisterRecord(register: RegisterDeclaration) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRegisterSave) => saveRegisterRecord(register, body),
    // Settled, not only succeeded: after a 409 the form reloads what the other user saved.
    onSettled: (_record, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registerKeys.lists(register.key) }),
        body.id !== undefined &&
          queryClient.invalidateQueries({ queryKey: registerKeys.detail(register.key, body.id) }),
      ]),
  });
}
