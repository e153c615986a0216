import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { chatCalls } from '@trade-terms/domain/calls/chat-calls';
import { callApi } from '../../../platform/call-api';
import { chatKeys } from './chat-keys';
import { uploadedAttachmentId } from './upload-attachment';

export type TOpenTicketInput = CallInput<typeof chatCalls.open>;

/** The attachment goes first; the ticket names it, so it is kept only with its ticket. */
async function openTicket({ file, ...input }: TOpenTicketInput & { file: File | null }) {
  return callApi(chatCalls.open, { ...input, attachmentId: await uploadedAttachmentId(file) });
}

export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openTicket,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
      ]),
  });
}
