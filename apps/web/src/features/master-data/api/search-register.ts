import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageOf } from '@trade-terms/domain/paging';
import {
  type RegisterDeclaration,
  recordSchemaOf,
  searchSchemaOf,
  type TRegisterRecord,
  type TRegisterSearch,
} from '@trade-terms/domain/registers';
import { httpClient } from '../../../platform/http-client';
import { registerKeys } from './register-keys';

/** A page of a register's records under the list's filters and sort (`buscar`). */
export async function searchRegister(register: RegisterDeclaration, search: TRegisterSearch) {
  const payload = await httpClient.post<unknown>(
    `/${register.apiName}/buscar`,
    searchSchemaOf(register).parse(search),
  );
  const page = pageOf(recordSchemaOf(register)).parse(payload);
  return { itens: page.itens as TRegisterRecord[], total: page.total };
}

export function useSearchRegister(register: RegisterDeclaration, search: TRegisterSearch) {
  return useQuery({
    queryKey: registerKeys.list(register.key, search),
    queryFn: () => searchRegister(register, search),
    placeholderData: keepPreviousData,
  });
}
