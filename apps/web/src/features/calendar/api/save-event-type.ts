import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarCalls } from '@trade-terms/domain/calls/calendar-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { calendarKeys } from './calendar-keys';

export type TSaveEventTypeInput = CallInput<typeof calendarCalls.saveEventType>;

/**
 * Adds an event type; a name another type has, in any case, is refused on its name. Quiet: the one
 * field it has tells the user what went wrong, so no notice repeats it.
 */
function saveEventType(input: TSaveEventTypeInput) {
  return callApi(calendarCalls.saveEventType, input, { quiet: true });
}

export function useSaveEventType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEventType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.eventTypes() }),
  });
}
