import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageOf } from '@trade-terms/domain/paging';
import { ZUserSearchSchema, ZUserSummarySchema } from '@trade-terms/domain/users';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { flowPickerKeys } from './approval-flow-keys';

export const ZSearchUsersInputSchema = ZUserSearchSchema;
export type TSearchUsersInput = z.input<typeof ZSearchUsersInputSchema>;
const ZUserPageSchema = pageOf(ZUserSummarySchema);

/** Users for the step pickers: only active ones can take part in a flow. */
export async function searchUsers(input: TSearchUsersInput) {
  const payload = await httpClient.post<unknown>(
    '/usuario/buscarUsuarios',
    ZSearchUsersInputSchema.parse(input),
  );
  return ZUserPageSchema.parse(payload);
}

export const searchUsersQueryOptions = (input: TSearchUsersInput) =>
  queryOptions({
    queryKey: flowPickerKeys.users(input),
    queryFn: () => searchUsers(input),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSearchUsers(input: TSearchUsersInput) {
  return useQuery(searchUsersQueryOptions(input));
}
