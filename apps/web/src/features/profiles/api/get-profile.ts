import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProfileSchema } from '@trade-terms/domain/profiles';
import { ZRecordIdSchema } from '@trade-terms/domain/records';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { profileKeys } from './profile-keys';

export const ZGetProfileInputSchema = ZRecordIdSchema;
export type TGetProfileInput = z.input<typeof ZGetProfileInputSchema>;

export async function getProfile(input: TGetProfileInput) {
  const payload = await httpClient.post<unknown>('/perfil/buscarPorId', ZGetProfileInputSchema.parse(input));
  return ZProfileSchema.parse(payload);
}

export const getProfileQueryOptions = (id: number) =>
  queryOptions({ queryKey: profileKeys.detail(id), queryFn: () => getProfile({ id }) });

export function useProfile(id: number | null) {
  return useQuery({ ...getProfileQueryOptions(id ?? 0), enabled: id !== null });
}
