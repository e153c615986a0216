import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZCalendarEventListSchema, ZCalendarSearchSchema } from '@trade-terms/domain/calendar';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { calendarKeys } from './calendar-keys';

export const ZSearchEventsInputSchema = ZCalendarSearchSchema;
export type TSearchEventsInput = z.input<typeof ZSearchEventsInputSchema>;

export async function searchEvents(input: TSearchEventsInput) {
  const payload = await httpClient.post<unknown>(
    '/calendario/pesquisar',
    ZSearchEventsInputSchema.parse(input),
  );
  return ZCalendarEventListSchema.parse(payload).lista;
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
