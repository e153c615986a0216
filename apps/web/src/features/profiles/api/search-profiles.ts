import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageOf } from '@trade-terms/domain/paging';
import { ZProfileSearchSchema, ZProfileSummarySchema } from '@trade-terms/domain/profiles';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { profileKeys } from './profile-keys';

export const ZSearchProfilesInputSchema = ZProfileSearchSchema;
export type TSearchProfilesInput = z.input<typeof ZSearchProfilesInputSchema>;
const ZProfilePageSchema = pageOf(ZProfileSummarySchema);

export async function searchProfiles(input: TSearchProfilesInput) {
  const payload = await httpClient.post<unknown>(
    '/perfil/buscarPerfis',
    ZSearchProfilesInputSchema.parse(input),
  );
  return ZProfilePageSchema.parse(payload);
}

export const searchProfilesQueryOptions = (input: TSearchProfilesInput) =>
  queryOptions({
    queryKey: profileKeys.list(input),
    queryFn: () => searchProfiles(input),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useSearchProfiles(input: TSearchProfilesInput) {
  return useQuery(searchProfilesQueryOptions(input));
}
