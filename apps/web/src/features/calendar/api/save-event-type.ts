import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCalendarEventTypeSaveSchema, ZCalendarEventTypeSchema } from '@trade-terms/domain/calendar';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { calendarKeys } from './calendar-keys';

export const ZSaveEventTypeInputSchema = ZCalendarEventTypeSaveSchema;
export type TSaveEventTypeInput = z.input<typeof ZSaveEventTypeInputSchema>;

/**
 * Adds an event type; a name another type has, in any case, is refused on `nome`. Quiet: the one
 * field it has tells the user what went wrong, so no notice repeats it.
 */
export async function saveEventType(input: TSaveEventTypeInput) {
  const payload = await httpClient.post<unknown>(
    '/calendario/salvarTipoEvento',
    ZSaveEventTypeInputSchema.parse(input),
    { quiet: true },
  );
  return ZCalendarEventTypeSchema.parse(payload);
}

export function useSaveEventType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEventType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.eventTypes() }),
  });
}
