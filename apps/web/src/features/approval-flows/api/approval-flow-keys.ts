import type { TSearchFlowsInput } from './search-flows';
import type { TSearchUsersInput } from './search-users';

export const approvalFlowKeys = {
  all: ['approval-flows'] as const,
  lists: () => [...approvalFlowKeys.all, 'list'] as const,
  list: (search: TSearchFlowsInput) => [...approvalFlowKeys.lists(), search] as const,
  details: () => [...approvalFlowKeys.all, 'detail'] as const,
  detail: (id: number) => [...approvalFlowKeys.details(), id] as const,
};

/** The pickers of the flow form read other modules' calls; their keys live with them here. */
export const flowPickerKeys = {
  users: (search: TSearchUsersInput) => ['users', 'list', search] as const,
};
