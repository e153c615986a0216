import { chatCalls } from '@trade-terms/domain/calls/chat-calls';
import { sendFileCall } from '../../../platform/call-api';

/** Sends the picked file (streamed), answering the id the ticket or message names it by. */
export async function uploadedAttachmentId(file: File | null | undefined): Promise<number | null> {
  if (!file) return null;
  const attachment = await sendFileCall(chatCalls.uploadAttachment, { fileName: file.name }, file);
  return attachment.id;
}
