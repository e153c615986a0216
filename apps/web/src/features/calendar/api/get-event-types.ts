import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCalendarEventTypeListSchema } from '@trade-terms/domain/calendar';
import { httpClient } from '../../../platform/http-client';
import { calendarKeys } from './calendar-keys';

/** The call takes no input. */
export async function getEventTypes() {
  const payload = await httpClient.post<unknown>('/calendario/buscarNomeEventos');
  return ZCalendarEventTypeListSchema.parse(payload).lista;
}

export const eventTypesQueryOptions = () =>
  // Event types change rarely; a screen kept open a while still sees new ones.
  queryOptions({ queryKey: calendarKeys.eventTypes(), queryFn: getEventTypes, staleTime: 5 * 60_000 });

export function useEventTypes() {
  return useQuery(eventTypesQueryOptions());
}
