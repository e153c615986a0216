import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageOf } from '@trade-terms/domain/paging';
import { USER_TABS, type UserTab, ZUserTabItemSchema, ZUserTabSearchSchema } from '@trade-terms/domain/users';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { userKeys } from './user-keys';

export type TSearchUserTabInput = z.input<typeof ZUserTabSearchSchema>;
const ZUserTabPageSchema = pageOf(ZUserTabItemSchema);

/** One tab of the Users screen: each tab has its own call (`buscarUsuariosPrimeiroAcesso`, …). */
export async function searchUserTab(tab: UserTab, input: TSearchUserTabInput) {
  const call = USER_TABS.find((entry) => entry.tab === tab)?.call ?? 'buscarUsuariosGrid';
  const payload = await httpClient.post<unknown>(`/usuario/${call}`, ZUserTabSearchSchema.parse(input));
  return ZUserTabPageSchema.parse(payload);
}

export const searchUserTabQueryOptions = (tab: UserTab, input: TSearchUserTabInput) =>
  queryOptions({
    queryKey: userKeys.tab(tab, input),
    queryFn: () => searchUserTab(tab, input),
    placeholderData: keepPreviousData,
  });

export function useSearchUserTab(tab: UserTab, input: TSearchUserTabInput) {
  return useQuery(searchUserTabQueryOptions(tab, input));
}
