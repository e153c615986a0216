import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRecordIdSchema } from '@trade-terms/domain/records';
import { ZUserDetailSchema } from '@trade-terms/domain/users';
import { httpClient } from '../../../platform/http-client';
import { userKeys } from './user-keys';

/** One user with the access stage, the pending change and the decisions (`buscarPorId`). */
export async function getUser(id: number) {
  const payload = await httpClient.post<unknown>('/usuario/buscarPorId', ZRecordIdSchema.parse({ id }));
  return ZUserDetailSchema.parse(payload);
}

export const getUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

export function useUser(id: number | null) {
  return useQuery({ ...getUserQueryOptions(id ?? 0), enabled: id !== null });
}
