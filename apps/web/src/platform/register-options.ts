import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type RegisterDeclaration,
  type RegisterKey,
  type TRegisterOptionsRequest,
  ZRegisterOptionsRequestSchema,
  ZRegisterOptionsSchema,
} from '@trade-terms/domain/registers';
import { httpClient } from './http-client';

/**
 * The cache key of a register's options. It sits under the register's own key (`registers`,
 * key), so a save that invalidates the register refreshes its searchable selects everywhere.
 */
export const registerOptionsKey = (register: RegisterKey, request: TRegisterOptionsRequest) =>
  ['registers', register, 'options', request] as const;

/** Active records of a register whose code or name holds the text, for searchable selects. */
export async function getRegisterOptions(register: RegisterDeclaration, request: TRegisterOptionsRequest) {
  const payload = await httpClient.post<unknown>(
    `/${register.apiName}/opcoes`,
    ZRegisterOptionsRequestSchema.parse(request),
  );
  return ZRegisterOptionsSchema.parse(payload).lista;
}

export function useRegisterOptions(register: RegisterDeclaration, request: TRegisterOptionsRequest) {
  return useQuery({
    queryKey: registerOptionsKey(register.key, request),
    queryFn: () => getRegisterOptions(register, request),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
