import type { ChatStatus, ChatType, TChatSearch } from '@trade-terms/domain/chat';
import { pageOffset } from '@trade-terms/domain/paging';
import { and, asc, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/text-search';
import { chatAttachments, chatMessages, chatTickets } from './chat-tables';

export interface TicketRow {
  id: number;
  ownerId: number;
  type: ChatType;
  subject: string;
  phone: string;
  status: ChatStatus;
  unreadByOwner: boolean;
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
  closedBy: number | null;
}

const ticketColumns = {
  id: chatTickets.id,
  ownerId: chatTickets.ownerId,
  type: sql<ChatType>`${chatTickets.type}`,
  subject: chatTickets.subject,
  phone: chatTickets.phone,
  status: sql<ChatStatus>`${chatTickets.status}`,
  unreadByOwner: chatTickets.unreadByOwner,
  createdAt: chatTickets.createdAt,
  updatedAt: chatTickets.updatedAt,
  closedAt: chatTickets.closedAt,
  closedBy: chatTickets.closedBy,
};

export async function findTicket(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TicketRow | null> {
  const query = db.select(ticketColumns).from(chatTickets).where(eq(chatTickets.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A page of tickets; `ownerId` keeps the caller's own (null: everyone's). */
export async function searchTickets(db: Db, search: TChatSearch, ownerId: number | null) {
  const where = and(
    ownerId === null ? undefined : eq(chatTickets.ownerId, ownerId),
    search.status ? eq(chatTickets.status, search.status) : undefined,
    search.type ? eq(chatTickets.type, search.type) : undefined,
    search.search ? ilike(chatTickets.subject, containsPattern(search.search)) : undefined,
  );
  const sortColumn = {
    updatedAt: chatTickets.updatedAt,
    createdAt: chatTickets.createdAt,
    subject: chatTickets.subject,
    id: chatTickets.id,
  }[search.sortBy];
  const order = search.direction === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(ticketColumns)
      .from(chatTickets)
      .where(where)
      .orderBy(order(sortColumn), order(chatTickets.id))
      .limit(search.pageSize)
      .offset(pageOffset(search)),
    db.select({ value: count() }).from(chatTickets).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertTicket(
  db: Db,
  ticket: { ownerId: number; type: ChatType; subject: string; phone: string },
): Promise<number> {
  const [row] = await db.insert(chatTickets).values(ticket).returning({ id: chatTickets.id });
  if (!row) throw new Error('chat ticket not stored');
  return row.id;
}

export async function updateTicket(
  db: Db,
  id: number,
  change: Partial<Pick<TicketRow, 'status' | 'unreadByOwner' | 'closedAt' | 'closedBy'>> & {
    touch?: boolean;
  },
): Promise<void> {
  const { touch, ...columns } = change;
  await db
    .update(chatTickets)
    .set({ ...columns, ...(touch ? { updatedAt: sql`now()` } : {}) })
    .where(eq(chatTickets.id, id));
}

/** The owner read the thread: the answer is no longer news. */
export async function markRead(db: Db, id: number): Promise<void> {
  await db
    .update(chatTickets)
    .set({ unreadByOwner: false })
    .where(and(eq(chatTickets.id, id), eq(chatTickets.unreadByOwner, true)));
}

export async function insertMessage(
  db: Db,
  message: {
    ticketId: number;
    authorId: number;
    fromSupport: boolean;
    text: string;
    attachmentId: number | null;
  },
): Promise<number> {
  const [row] = await db.insert(chatMessages).values(message).returning({ id: chatMessages.id });
  if (!row) throw new Error('chat message not stored');
  return row.id;
}

/** A ticket's messages, oldest first, with their attachments. */
export function ticketMessages(db: Db, ticketId: number) {
  return db
    .select({
      id: chatMessages.id,
      authorId: chatMessages.authorId,
      fromSupport: chatMessages.fromSupport,
      text: chatMessages.text,
      createdAt: chatMessages.createdAt,
      attachmentId: chatAttachments.id,
      fileName: chatAttachments.fileName,
      bytes: chatAttachments.bytes,
    })
    .from(chatMessages)
    .leftJoin(chatAttachments, eq(chatAttachments.id, chatMessages.attachmentId))
    .where(eq(chatMessages.ticketId, ticketId))
    .orderBy(asc(chatMessages.id));
}

export async function countUnreadOf(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(chatTickets)
    .where(and(eq(chatTickets.ownerId, ownerId), eq(chatTickets.unreadByOwner, true)));
  return row?.value ?? 0;
}

export async function countWithStatus(db: Db, status: ChatStatus): Promise<number> {
  const [row] = await db.select({ value: count() }).from(chatTickets).where(eq(chatTickets.status, status));
  return row?.value ?? 0;
}

export async function insertAttachment(
  db: Db,
  attachment: { uploadedBy: number; fileName: string; fileKey: string; bytes: number; sha256: string },
): Promise<number> {
  const [row] = await db.insert(chatAttachments).values(attachment).returning({ id: chatAttachments.id });
  if (!row) throw new Error('chat attachment not stored');
  return row.id;
}

/**
 * An attachment this user sent that no message holds yet, locked until the message naming it
 * is stored (the unique `attachment_id` refuses a second holder in any case).
 */
export async function findFreeAttachment(db: Db, id: number, uploadedBy: number) {
  const [row] = await db
    .select({ id: chatAttachments.id, fileName: chatAttachments.fileName })
    .from(chatAttachments)
    .leftJoin(chatMessages, eq(chatMessages.attachmentId, chatAttachments.id))
    .where(
      and(eq(chatAttachments.id, id), eq(chatAttachments.uploadedBy, uploadedBy), isNull(chatMessages.id)),
    )
    .for('update', { of: chatAttachments });
  return row ?? null;
}

/** An attachment held by a message, with the owner of the message's ticket. */
export async function findHeldAttachment(db: Db, id: number) {
  const [row] = await db
    .select({
      fileName: chatAttachments.fileName,
      fileKey: chatAttachments.fileKey,
      ownerId: chatTickets.ownerId,
    })
    .from(chatAttachments)
    .innerJoin(chatMessages, eq(chatMessages.attachmentId, chatAttachments.id))
    .innerJoin(chatTickets, eq(chatTickets.id, chatMessages.ticketId))
    .where(eq(chatAttachments.id, id));
  return row ?? null;
}
