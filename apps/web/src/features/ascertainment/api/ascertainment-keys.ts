import type { TSearchAscertainmentsInput, TTabCountsInput } from './search-ascertainments';

export const ascertainmentKeys = {
  all: ['ascertainment'] as const,
  lists: () => [...ascertainmentKeys.all, 'list'] as const,
  list: (search: TSearchAscertainmentsInput) => [...ascertainmentKeys.lists(), search] as const,
  /** The tabs' counts under the list's filters: read again whenever a list is. */
  tabCounts: (filters: TTabCountsInput) => [...ascertainmentKeys.lists(), 'tab-counts', filters] as const,
  details: () => [...ascertainmentKeys.all, 'detail'] as const,
  detail: (id: number) => [...ascertainmentKeys.details(), id] as const,
  /** The claims of one ascertainment (read again with it). */
  claims: (id: number) => [...ascertainmentKeys.detail(id), 'claims'] as const,
  /** The input rows behind a line's base ("why this number"), page by page. */
  inputs: (lineId: number, page: object) => [...ascertainmentKeys.all, 'inputs', lineId, page] as const,
};
