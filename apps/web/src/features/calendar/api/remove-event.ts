import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarCalls } from '@trade-terms/domain/calls/calendar-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { calendarKeys } from './calendar-keys';

async function removeEvent(input: CallInput<typeof calendarCalls.remove>): Promise<void> {
  await callApi(calendarCalls.remove, input);
}

export function useRemoveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.lists() }),
  });
}
