import { useQuery } from '@tanstack/react-query';
import { registerCallsOf } from '@trade-terms/domain/calls/register-calls';
import type { RegisterDeclaration, TRegisterRecord } from '@trade-terms/domain/registers';
import { callApi } from '../../../platform/call-api';
import { registerKeys } from './register-keys';

/** One record of a register (`buscarPorId`). */
async function getRegisterRecord(register: RegisterDeclaration, id: number) {
  return (await callApi(registerCallsOf(register).get, { id })) as TRegisterRecord;
}

export function useRegisterRecord(register: RegisterDeclaration, id: number | null) {
  return useQuery({
    queryKey: registerKeys.detail(register.key, id ?? 0),
    queryFn: () => getRegisterRecord(register, id ?? 0),
    enabled: id !== null,
  });
}
