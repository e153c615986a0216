import {
  type ChatActor,
  isSupportMessage,
  mayCloseTicket,
  mayReplyToTicket,
  maySeeTicket,
  statusAfterMessage,
  type TChatOpen,
  type TChatReply,
  type TChatSearch,
  type TChatTicket,
  type TChatTicketSummary,
} from '@trade-terms/domain/chat';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { usersByIds } from '../users/users-service';
import {
  countUnreadOf,
  countWithStatus,
  findFreeAttachment,
  findTicket,
  insertMessage,
  insertTicket,
  markRead,
  searchTickets,
  type TicketRow,
  ticketMessages,
  updateTicket,
} from './chat-repository';

const ENTITY = 'chat_ticket';

/** Names of users by id, for the people a ticket and its thread show. */
async function namesOf(db: Db, ids: readonly number[]) {
  const found = await usersByIds(db, ids);
  return (id: number) => ({ id, name: found.get(id)?.name ?? '' });
}

function summaryOf(
  row: TicketRow,
  owner: { id: number; name: string },
  actor: ChatActor,
): TChatTicketSummary {
  return {
    id: row.id,
    type: row.type,
    subject: row.subject,
    status: row.status,
    owner,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    unread: row.ownerId === actor.id && row.unreadByOwner,
  };
}

/** The caller's own tickets, or every ticket for a chat administrator. */
export async function searchChatTickets(db: Db, search: TChatSearch, actor: ChatActor) {
  const { rows, total } = await searchTickets(db, search, actor.isAdministrator ? null : actor.id);
  const nameOf = await namesOf(
    db,
    rows.map((row) => row.ownerId),
  );
  return { items: rows.map((row) => summaryOf(row, nameOf(row.ownerId), actor)), total };
}

/** A ticket the caller may see, or 404: another user's ticket is not even said to exist. */
async function visibleTicket(db: Db, id: number, actor: ChatActor, options: { lock?: boolean } = {}) {
  const ticket = await findTicket(db, id, options);
  if (!ticket || !maySeeTicket(ticket, actor)) throw new AppError('NOT_FOUND');
  return ticket;
}

/** The attachment named by a new message: one the author sent and no message holds yet. */
async function claimAttachment(db: Db, attachmentId: number | null | undefined, actor: ChatActor) {
  if (attachmentId === null || attachmentId === undefined) return null;
  const attachment = await findFreeAttachment(db, attachmentId, actor.id);
  if (!attachment) throw invalidFields([{ path: ['attachmentId'], message: 'chat.attachmentUnavailable' }]);
  return attachment.id;
}

/** `chat/abrirChamado`: the ticket waits for an answer, its first message holding the attachment. */
export async function openChatTicket(db: Db, input: TChatOpen, actor: ChatActor): Promise<number> {
  return db.transaction(async (tx) => {
    const attachmentId = await claimAttachment(tx, input.attachmentId, actor);
    const id = await insertTicket(tx, {
      ownerId: actor.id,
      type: input.type,
      subject: input.subject,
      phone: input.phone,
    });
    const messageId = await insertMessage(tx, {
      ticketId: id,
      authorId: actor.id,
      fromSupport: false,
      text: input.message,
      attachmentId,
    });
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'open',
      actorId: actor.id,
      after: {
        type: input.type,
        subject: input.subject,
        status: 'AGUARDANDO_RESPOSTA',
        messageId,
        attachmentId,
      },
    });
    return id;
  });
}

/** `chat/buscarChamado`: the thread; the owner reading it clears the unread answer. */
export async function getChatTicket(db: Db, id: number, actor: ChatActor): Promise<TChatTicket> {
  const ticket = await visibleTicket(db, id, actor);
  if (ticket.ownerId === actor.id && ticket.unreadByOwner) await markRead(db, id);
  const messages = await ticketMessages(db, id);
  const nameOf = await namesOf(db, [
    ticket.ownerId,
    ...(ticket.closedBy === null ? [] : [ticket.closedBy]),
    ...messages.map((message) => message.authorId),
  ]);
  return {
    ...summaryOf(ticket, nameOf(ticket.ownerId), actor),
    phone: ticket.phone,
    closedAt: ticket.closedAt?.toISOString() ?? null,
    closedBy: ticket.closedBy === null ? null : nameOf(ticket.closedBy),
    messages: messages.map((message) => ({
      id: message.id,
      author: nameOf(message.authorId),
      fromSupport: message.fromSupport,
      text: message.text,
      createdAt: message.createdAt.toISOString(),
      attachment:
        message.attachmentId === null
          ? null
          : { id: message.attachmentId, fileName: message.fileName ?? '', size: message.bytes ?? 0 },
    })),
    mayReply: mayReplyToTicket(ticket, actor),
    mayClose: mayCloseTicket(ticket, actor),
  };
}

/**
 * `chat/responderChamado`: the support's message answers the ticket (news for its owner); the
 * owner's puts it back to waiting for an answer. A closed ticket takes none.
 */
export async function replyToChatTicket(db: Db, input: TChatReply, actor: ChatActor): Promise<void> {
  await db.transaction(async (tx) => {
    const ticket = await visibleTicket(tx, input.id, actor, { lock: true });
    if (!mayReplyToTicket(ticket, actor)) throw new AppError('CHAT_TICKET_CLOSED');
    const attachmentId = await claimAttachment(tx, input.attachmentId, actor);
    const fromSupport = isSupportMessage(ticket, actor);
    const messageId = await insertMessage(tx, {
      ticketId: ticket.id,
      authorId: actor.id,
      fromSupport,
      text: input.message,
      attachmentId,
    });
    const status = statusAfterMessage(ticket, actor);
    await updateTicket(tx, ticket.id, { status, unreadByOwner: fromSupport, touch: true });
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: ticket.id,
      action: fromSupport ? 'answer' : 'message',
      actorId: actor.id,
      before: { status: ticket.status },
      after: { status, messageId, attachmentId },
    });
  });
}

/** `chat/fecharChamado`: by its owner or a chat administrator; closing twice is refused. */
export async function closeChatTicket(db: Db, id: number, actor: ChatActor): Promise<void> {
  await db.transaction(async (tx) => {
    const ticket = await visibleTicket(tx, id, actor, { lock: true });
    if (!mayCloseTicket(ticket, actor)) throw new AppError('CHAT_TICKET_CLOSED');
    await updateTicket(tx, id, { status: 'FECHADO', closedAt: new Date(), closedBy: actor.id, touch: true });
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'close',
      actorId: actor.id,
      before: { status: ticket.status },
      after: { status: 'FECHADO' },
    });
  });
}

/**
 * The shell's badge: for a chat administrator the tickets waiting for an answer, for anyone
 * else their tickets with an answer they have not read.
 */
export async function unreadChatTotal(db: Db, actor: ChatActor): Promise<number> {
  return actor.isAdministrator ? countWithStatus(db, 'AGUARDANDO_RESPOSTA') : countUnreadOf(db, actor.id);
}
