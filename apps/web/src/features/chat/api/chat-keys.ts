import type { TSearchTicketsInput } from './search-tickets';

export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (search: TSearchTicketsInput) => [...chatKeys.lists(), search] as const,
  details: () => [...chatKeys.all, 'detail'] as const,
  detail: (id: number) => [...chatKeys.details(), id] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
};
