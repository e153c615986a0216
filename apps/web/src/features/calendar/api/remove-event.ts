import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRecordIdSchema } from '@trade-terms/domain/records';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { calendarKeys } from './calendar-keys';

export const ZRemoveEventInputSchema = ZRecordIdSchema;
export type TRemoveEventInput = z.input<typeof ZRemoveEventInputSchema>;

export async function removeEvent(input: TRemoveEventInput): Promise<void> {
  await httpClient.post<unknown>('/calendario/excluir', ZRemoveEventInputSchema.parse(input));
}

export function useRemoveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.lists() }),
  });
}
