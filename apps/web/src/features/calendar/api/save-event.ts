import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarCalls } from '@trade-terms/domain/calls/calendar-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { calendarKeys } from './calendar-keys';

export type TSaveEventInput = CallInput<typeof calendarCalls.save>;

/** Creates without `id`; with `id` and the `version` read, changes (409 when someone else did). */
function saveEvent(input: TSaveEventInput) {
  return callApi(calendarCalls.save, input);
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    // A stale save (409) also refreshes, so the user sees what the other person changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.lists() }),
  });
}
