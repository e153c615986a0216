import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import { callApi } from '../../../platform/call-api';
import { hasRole } from '../../../platform/session';
import { agreementKeys } from './agreement-keys';

/** The active catalogue levers within validity of the agreement's channels (`alavanca/buscarInput`). */
export const leverOptionsQueryOptions = (channels: readonly string[]) =>
  queryOptions({
    queryKey: agreementKeys.leverOptions(channels),
    queryFn: () => callApi(leverCalls.options, { channels: [...channels] }),
    placeholderData: keepPreviousData,
  });

/**
 * No lever is offered before a channel is chosen, nor to a user who may not pick levers (an
 * approver reads the agreement's own levers; asking would only answer 403).
 */
export function useLeverOptions(channels: readonly string[]) {
  const mayPick = leverCalls.options.access.roles.some((role) => hasRole(role));
  return useQuery({ ...leverOptionsQueryOptions(channels), enabled: channels.length > 0 && mayPick });
}
