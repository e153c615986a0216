import { z } from 'zod';
import { onWire } from './calls/wire-names';
import { ZFileNameSchema, ZStreamedUploadQuerySchema } from './import-export-jobs';
import { pageOf, ZPageRequestSchema } from './paging';
import { ZIdSchema, ZNamedRefSchema } from './records';

/** The support chat (spec, sections 3, 4 and 5): tickets every signed-in user opens. */
export const CHAT_TYPES = ['PROBLEMA', 'DUVIDA', 'SUGESTAO'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

export const CHAT_STATUSES = ['AGUARDANDO_RESPOSTA', 'RESPONDIDO', 'FECHADO'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/**
 * The spec keeps the minimum lengths hidden ("value not shown"): a subject says what the ticket
 * is about in a few words; the first message must describe the case well enough to act on it;
 * a reply in the thread may be as short as "Resolvido.".
 */
export const CHAT_SUBJECT_MIN_LENGTH = 5;
export const CHAT_SUBJECT_MAX_LENGTH = 120;
export const CHAT_MESSAGE_MIN_LENGTH = 20;
export const CHAT_REPLY_MIN_LENGTH = 5;
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** What a ticket's attachment may be: documents, images and sheets a user has at hand. */
export const CHAT_ATTACHMENT_EXTENSIONS = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.txt',
  '.csv',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
] as const;

/** The content type a chat attachment is sent with: its kind is judged by its extension. */
export const CHAT_ATTACHMENT_CONTENT_TYPES = ['application/octet-stream'] as const;

const MIME_OF_EXTENSION: Record<(typeof CHAT_ATTACHMENT_EXTENSIONS)[number], string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The MIME type a download of the attachment is answered with. */
export function chatAttachmentMime(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot).toLowerCase() : '';
  return MIME_OF_EXTENSION[extension as keyof typeof MIME_OF_EXTENSION] ?? 'application/octet-stream';
}

/**
 * A Brazilian phone: area code (11 to 99) and an 8-digit landline or a 9-digit mobile starting
 * with 9, written in any usual way ("(11) 98765-4321", "+55 11 3333-4444"). Only the digits are
 * kept, without the country code.
 */
export function normalizeBrazilianPhone(text: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(text.trim())) return null;
  let digits = text.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return null;
  if (!/^[1-9][1-9]/.test(digits)) return null;
  const number = digits.slice(2);
  if (number.length === 9 && !number.startsWith('9')) return null;
  if (number.length === 8 && !/^[2-5]/.test(number)) return null;
  return digits;
}

/** "(11) 98765-4321" or "(11) 3333-4444" of the digits kept. */
export function formatBrazilianPhone(digits: string): string {
  const area = digits.slice(0, 2);
  const number = digits.slice(2);
  const split = number.length - 4;
  return `(${area}) ${number.slice(0, split)}-${number.slice(split)}`;
}

/** A text with at least `min` characters once trimmed, with the chat's message for it. */
const chatText = (min: number, max: number) =>
  z.string().trim().min(min, 'chat.tooShort').max(max, 'validation.tooLong');

export const ZChatPhoneSchema = z
  .string()
  .trim()
  .min(1, 'errors.required')
  .max(30, 'chat.invalidPhone')
  .transform((text, ctx) => {
    const digits = normalizeBrazilianPhone(text);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: 'chat.invalidPhone' });
      return z.NEVER;
    }
    return digits;
  });

export const ZChatOpenSchema = z.object({
  type: z.enum(CHAT_TYPES),
  subject: chatText(CHAT_SUBJECT_MIN_LENGTH, CHAT_SUBJECT_MAX_LENGTH),
  phone: ZChatPhoneSchema,
  message: chatText(CHAT_MESSAGE_MIN_LENGTH, CHAT_MESSAGE_MAX_LENGTH),
  /** An attachment sent before with `chat/enviarAnexo`, not yet in any message. */
  attachmentId: ZIdSchema.nullish(),
});
export type TChatOpen = z.infer<typeof ZChatOpenSchema>;

export const ZChatReplySchema = z.object({
  id: ZIdSchema,
  message: chatText(CHAT_REPLY_MIN_LENGTH, CHAT_MESSAGE_MAX_LENGTH),
  attachmentId: ZIdSchema.nullish(),
});
export type TChatReply = z.infer<typeof ZChatReplySchema>;

/** Newest activity first unless the screen asks otherwise. */
export const ZChatSearchSchema = ZPageRequestSchema.extend({
  direction: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(CHAT_STATUSES).optional(),
  type: z.enum(CHAT_TYPES).optional(),
  search: z.string().trim().max(100).optional(),
  sortBy: z.enum(['updatedAt', 'createdAt', 'subject', 'id']).default('updatedAt'),
});
export type TChatSearch = z.infer<typeof ZChatSearchSchema>;

export const ZChatTicketSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(CHAT_TYPES),
  subject: z.string(),
  status: z.enum(CHAT_STATUSES),
  owner: ZNamedRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** An answer the owner has not read yet (always false for someone else's ticket). */
  unread: z.boolean(),
});
export type TChatTicketSummary = z.infer<typeof ZChatTicketSummarySchema>;
export const ZChatTicketPageSchema = pageOf(ZChatTicketSummarySchema);

export const ZChatAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: ZFileNameSchema,
  /** In bytes. */
  size: onWire('tamanho', z.number().int()),
});
export type TChatAttachment = z.infer<typeof ZChatAttachmentSchema>;

export const ZChatMessageSchema = z.object({
  id: z.number().int(),
  author: ZNamedRefSchema,
  /** Written by the support (an administrator who does not own the ticket). */
  fromSupport: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
  attachment: ZChatAttachmentSchema.nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessageSchema>;

export const ZChatTicketSchema = ZChatTicketSummarySchema.extend({
  phone: z.string(),
  closedAt: z.string().nullable(),
  closedBy: ZNamedRefSchema.nullable(),
  messages: z.array(ZChatMessageSchema),
  /** What the caller may do now: the screen shows the answer box and the close button by them. */
  mayReply: z.boolean(),
  mayClose: z.boolean(),
});
export type TChatTicket = z.infer<typeof ZChatTicketSchema>;

export const ZChatOpenedSchema = z.object({ id: z.number().int() });
export const ZChatUnreadSchema = z.object({ total: z.number().int() });

export const ZChatAttachmentUploadQuerySchema = ZStreamedUploadQuerySchema;

/** Who is asking, as the rules need them. */
export interface ChatActor {
  id: number;
  isAdministrator: boolean;
}

/** The role that sees every ticket, answers and closes them (spec, section 6). */
export const CHAT_ADMIN_ROLE = 'ROLE_ADMINISTRAR_CHAT' as const;

export function isChatAdministrator(authorities: readonly string[]): boolean {
  return authorities.includes(CHAT_ADMIN_ROLE);
}

/** An administrator sees every ticket; anyone else only their own. */
export function maySeeTicket(ticket: { ownerId: number }, actor: ChatActor): boolean {
  return actor.isAdministrator || ticket.ownerId === actor.id;
}

/** A closed ticket takes no more messages; otherwise whoever may see it may write in it. */
export function mayReplyToTicket(ticket: { ownerId: number; status: ChatStatus }, actor: ChatActor): boolean {
  return ticket.status !== 'FECHADO' && maySeeTicket(ticket, actor);
}

/**
 * The owner closes their own ticket (the case is solved for them), administrators any: the
 * same people who may write in it, while it is open.
 */
export function mayCloseTicket(ticket: { ownerId: number; status: ChatStatus }, actor: ChatActor): boolean {
  return mayReplyToTicket(ticket, actor);
}

/**
 * A message counts as the support's when its author is an administrator who does not own the
 * ticket: an administrator's own ticket is answered by another one.
 */
export function isSupportMessage(ticket: { ownerId: number }, actor: ChatActor): boolean {
  return actor.isAdministrator && ticket.ownerId !== actor.id;
}

/**
 * The status after a message: the support's answer makes it answered; the owner's message
 * (a new question on an answered ticket) makes it wait for an answer again.
 */
export function statusAfterMessage(ticket: { ownerId: number }, actor: ChatActor): ChatStatus {
  return isSupportMessage(ticket, actor) ? 'RESPONDIDO' : 'AGUARDANDO_RESPOSTA';
}
