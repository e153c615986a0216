import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCalendarEventSaveSchema, ZCalendarEventSchema } from '@trade-terms/domain/calendar';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { calendarKeys } from './calendar-keys';

export const ZSaveEventInputSchema = ZCalendarEventSaveSchema;
export type TSaveEventInput = z.input<typeof ZSaveEventInputSchema>;

/** Creates without `id`; with `id` and the `version` read, changes (409 when someone else did). */
export async function saveEvent(input: TSaveEventInput) {
  const payload = await httpClient.post<unknown>('/calendario/salvar', ZSaveEventInputSchema.parse(input));
  return ZCalendarEventSchema.parse(payload);
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    // A stale save (409) also refreshes, so the user sees what the other person changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.lists() }),
  });
}
