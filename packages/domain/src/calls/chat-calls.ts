import {
  CHAT_ATTACHMENT_CONTENT_TYPES,
  ZChatAttachmentSchema,
  ZChatAttachmentUploadQuerySchema,
  ZChatOpenedSchema,
  ZChatOpenSchema,
  ZChatReplySchema,
  ZChatSearchSchema,
  ZChatTicketPageSchema,
  ZChatTicketSchema,
  ZChatUnreadSchema,
} from '../chat';
import { ZMessageEnvelopeSchema } from '../errors';
import { ZExportFileSchema } from '../import-export-jobs';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';

const tag = 'chat';
/**
 * Open to every signed-in user (spec, section 6: chat is open to all). What a caller sees is
 * decided inside: their own tickets, or every ticket with ROLE_ADMINISTRAR_CHAT.
 */
const OPEN = { roles: [] } as const;

/** The support chat (`/api/chat/`): tickets, their threads and attachments. */
export const chatCalls = {
  search: declareCall({
    method: 'POST',
    path: '/chat/buscarChamados',
    access: OPEN,
    summary:
      "Tickets, paged, by status, type and subject: the caller's own, or all for the chat administrators",
    tag,
    body: ZChatSearchSchema,
    responses: { 200: ZChatTicketPageSchema },
  }),
  uploadAttachment: declareCall({
    method: 'POST',
    path: '/chat/enviarAnexo',
    access: OPEN,
    summary:
      'Store a file sent as the body itself (streamed), to go with the next ticket or message the caller writes',
    tag,
    query: ZChatAttachmentUploadQuerySchema,
    stream: { contentTypes: CHAT_ATTACHMENT_CONTENT_TYPES },
    responses: { 201: ZChatAttachmentSchema },
  }),
  open: declareCall({
    method: 'POST',
    path: '/chat/abrirChamado',
    access: OPEN,
    summary: 'Open a ticket (type, subject, phone, first message, optional attachment sent before)',
    tag,
    body: ZChatOpenSchema,
    responses: { 201: ZChatOpenedSchema },
  }),
  get: declareCall({
    method: 'POST',
    path: '/chat/buscarChamado',
    access: OPEN,
    summary: "One ticket with its thread; the owner's reading clears its unread answer",
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZChatTicketSchema },
  }),
  reply: declareCall({
    method: 'POST',
    path: '/chat/responderChamado',
    access: OPEN,
    summary: "A message in an open ticket: the support's answers it, the owner's waits for an answer again",
    tag,
    body: ZChatReplySchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  close: declareCall({
    method: 'POST',
    path: '/chat/fecharChamado',
    access: OPEN,
    summary: 'Close a ticket (its owner or a chat administrator); a closed ticket takes no more messages',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  downloadAttachment: declareCall({
    method: 'POST',
    path: '/chat/baixarAnexo',
    access: OPEN,
    summary: 'Download the attachment of a message (by its id), for whoever may see the ticket',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZExportFileSchema },
  }),
  unread: declareCall({
    method: 'GET',
    path: '/chat/totalNaoLidos',
    access: OPEN,
    summary:
      "The shell's badge: the caller's tickets with an unread answer, or for chat administrators the tickets waiting for an answer",
    tag,
    responses: { 200: ZChatUnreadSchema },
  }),
};
