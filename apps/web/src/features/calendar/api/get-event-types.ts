import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarCalls } from '@trade-terms/domain/calls/calendar-calls';
import { callApi } from '../../../platform/call-api';
import { calendarKeys } from './calendar-keys';

/** The call takes no input. */
async function getEventTypes() {
  return (await callApi(calendarCalls.eventTypes)).list;
}

export const eventTypesQueryOptions = () =>
  // Event types change rarely; a screen kept open a while still sees new ones.
  queryOptions({ queryKey: calendarKeys.eventTypes(), queryFn: getEventTypes, staleTime: 5 * 60_000 });

export function useEventTypes() {
  return useQuery(eventTypesQueryOptions());
}
