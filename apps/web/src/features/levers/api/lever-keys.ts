import type { TSearchLeversInput } from './search-levers';

export const leverKeys = {
  all: ['levers'] as const,
  lists: () => [...leverKeys.all, 'list'] as const,
  list: (search: TSearchLeversInput) => [...leverKeys.lists(), search] as const,
  details: () => [...leverKeys.all, 'detail'] as const,
  detail: (id: number) => [...leverKeys.details(), id] as const,
};
