import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users-table';

/**
 * A support ticket. `unread_by_owner` is set by a support answer and cleared when the owner
 * reads the thread, so the shell's badge is one indexed count.
 */
export const chatTickets = pgTable(
  'chat_tickets',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    type: varchar('type', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 120 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    status: varchar('status', { length: 30 }).notNull().default('AGUARDANDO_RESPOSTA'),
    unreadByOwner: boolean('unread_by_owner').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id),
  },
  (table) => [
    check('chat_tickets_type_check', sql`${table.type} in ('PROBLEMA', 'DUVIDA', 'SUGESTAO')`),
    check(
      'chat_tickets_status_check',
      sql`${table.status} in ('AGUARDANDO_RESPOSTA', 'RESPONDIDO', 'FECHADO')`,
    ),
    index('chat_tickets_owner_idx').on(table.ownerId, table.unreadByOwner),
    index('chat_tickets_status_idx').on(table.status),
  ],
);

/**
 * A file sent for the chat: kept by the storage under `file_key`, held by nobody until the
 * ticket or message it was sent for names it (`message_id`), so a file never half-belongs.
 */
export const chatAttachments = pgTable('chat_attachments', {
  id: serial('id').primaryKey(),
  uploadedBy: integer('uploaded_by')
    .notNull()
    .references(() => users.id),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  fileKey: text('file_key').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The thread of a ticket, oldest first; the first message is the one the ticket was opened with. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => chatTickets.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    fromSupport: boolean('from_support').notNull(),
    text: text('text').notNull(),
    attachmentId: integer('attachment_id')
      .unique()
      .references(() => chatAttachments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_ticket_idx').on(table.ticketId, table.id)],
);
