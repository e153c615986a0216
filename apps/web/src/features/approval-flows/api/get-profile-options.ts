import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNamedRefSchema } from '@trade-terms/domain/records';
import { httpClient } from '../../../platform/http-client';
import { flowPickerKeys } from './approval-flow-keys';

const ZProfileOptionsSchema = ZNamedRefSchema.array();

/** Every profile as an option for the requester profile (`perfil/buscarInput`, no input). */
export async function getProfileOptions() {
  const payload = await httpClient.post<unknown>('/perfil/buscarInput');
  return ZProfileOptionsSchema.parse(payload);
}

export const profileOptionsQueryOptions = () =>
  queryOptions({ queryKey: flowPickerKeys.profileOptions(), queryFn: getProfileOptions, staleTime: 60_000 });

export function useProfileOptions() {
  return useQuery(profileOptionsQueryOptions());
}
