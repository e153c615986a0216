import type { TJobSearch } from '@trade-terms/domain/import-export-jobs';

export const jobKeys = {
  all: ['import-export-jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (search: TJobSearch) => [...jobKeys.lists(), search] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: string) => [...jobKeys.details(), id] as const,
};
