import type { UserTab } from '@trade-terms/domain/users';
import type { TSearchUserTabInput } from './search-user-tab';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  tab: (tab: UserTab, search: TSearchUserTabInput) => [...userKeys.lists(), tab, search] as const,
  totals: () => [...userKeys.lists(), 'totals'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
};
