import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { registerCallsOf } from '@trade-terms/domain/calls/register-calls';
import type {
  RegisterDeclaration,
  RegisterKey,
  TRegisterOptionsRequest,
} from '@trade-terms/domain/registers';
import { callApi } from './call-api';

/**
 * The cache key of a register's options. It sits under the register's own key (`registers`,
 * key), so a save that invalidates the register refreshes its searchable selects everywhere.
 */
export const registerOptionsKey = (register: RegisterKey, request: TRegisterOptionsRequest) =>
  ['registers', register, 'options', request] as const;

/** Active records of a register whose code or name holds the text, for searchable selects. */
async function getRegisterOptions(register: RegisterDeclaration, request: TRegisterOptionsRequest) {
  const answer = await callApi(registerCallsOf(register).options, request);
  return answer.list;
}

export function useRegisterOptions(register: RegisterDeclaration, request: TRegisterOptionsRequest) {
  return useQuery({
    queryKey: registerOptionsKey(register.key, request),
    queryFn: () => getRegisterOptions(register, request),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
