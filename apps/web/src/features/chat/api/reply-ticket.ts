import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { chatCalls } from '@trade-terms/domain/calls/chat-calls';
import { callApi } from '../../../platform/call-api';
import { chatKeys } from './chat-keys';
import { uploadedAttachmentId } from './upload-attachment';

export type TReplyTicketInput = CallInput<typeof chatCalls.reply>;

/** Quiet: the answer box tells the outcome itself (its toast, its field errors). */
async function replyToTicket({ file, ...input }: TReplyTicketInput & { file: File | null }) {
  return callApi(
    chatCalls.reply,
    { ...input, attachmentId: await uploadedAttachmentId(file) },
    { quiet: true },
  );
}

/** A message changes the ticket's status, its list rows and the badges: all are asked again. */
export function useReplyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
