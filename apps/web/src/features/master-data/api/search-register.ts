import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { registerCallsOf } from '@trade-terms/domain/calls/register-calls';
import type { RegisterDeclaration, TRegisterRecord, TRegisterSearch } from '@trade-terms/domain/registers';
import { callApi } from '../../../platform/call-api';
import { registerKeys } from './register-keys';

/** A page of a register's records under the list's filters and sort (`buscar`). */
async function searchRegister(register: RegisterDeclaration, search: TRegisterSearch) {
  const page = await callApi(registerCallsOf(register).search, search);
  return { items: page.items as TRegisterRecord[], total: page.total };
}

export function useSearchRegister(register: RegisterDeclaration, search: TRegisterSearch) {
  return useQuery({
    queryKey: registerKeys.list(register.key, search),
    queryFn: () => searchRegister(register, search),
    placeholderData: keepPreviousData,
  });
}
