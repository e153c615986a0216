import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calendarCalls } from '@trade-terms/domain/calls/calendar-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { calendarKeys } from './calendar-keys';

export type TSearchEventsInput = CallInput<typeof calendarCalls.search>;

async function searchEvents(input: TSearchEventsInput) {
  return (await callApi(calendarCalls.search, input)).list;
}

/** `refetchInterval`: how often to ask again while shown (false: never). */
export const searchEventsQueryOptions = (
  input: TSearchEventsInput,
  refetchInterval: number | false = false,
) =>
  queryOptions({
    queryKey: calendarKeys.list(input),
    queryFn: () => searchEvents(input),
    refetchInterval,
    placeholderData: keepPreviousData,
  });

export function useSearchEvents(input: TSearchEventsInput, refetchInterval: number | false = false) {
  return useQuery(searchEventsQueryOptions(input, refetchInterval));
}
