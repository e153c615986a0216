import type { RegisterKey, TRegisterOptionsRequest, TRegisterSearch } from '@trade-terms/domain/registers';
import { registerOptionsKey } from '../../../platform/register-options';

export const registerKeys = {
  all: (key: RegisterKey) => ['registers', key] as const,
  lists: (key: RegisterKey) => [...registerKeys.all(key), 'list'] as const,
  list: (key: RegisterKey, search: TRegisterSearch) => [...registerKeys.lists(key), search] as const,
  details: (key: RegisterKey) => [...registerKeys.all(key), 'detail'] as const,
  detail: (key: RegisterKey, id: number) => [...registerKeys.details(key), id] as const,
  options: (key: RegisterKey, request: TRegisterOptionsRequest) => registerOptionsKey(key, request),
};
