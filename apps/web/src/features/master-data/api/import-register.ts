import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerCallsOf } from '@trade-terms/domain/calls/register-calls';
import type { RegisterDeclaration } from '@trade-terms/domain/registers';
import { callApi } from '../../../platform/call-api';
import { uploadBodyOf } from '../../../platform/file-transfer';
import { jobKeys } from '../../../platform/jobs/job-keys';

/** Sends a filled template as base64 JSON (`importar`); the server answers the job it queued. */
async function importRegister(register: RegisterDeclaration, file: File) {
  const queued = await callApi(registerCallsOf(register).import, await uploadBodyOf(file));
  return queued.id;
}

export function useImportRegister(register: RegisterDeclaration) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importRegister(register, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}
