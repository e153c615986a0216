import type { Language } from '@trade-terms/domain/i18n';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const MAIL_TEMPLATES = ['PASSWORD_RESET', 'FIRST_PASSWORD'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/**
 * Every e-mail is first a row here, written in the transaction of the change that causes it,
 * so a mail is never sent for a change that rolled back nor lost for one that committed. With
 * SMTP configured a dispatcher delivers the rows; without it they wait, listed on the
 * development outbox page.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    toName: varchar('to_name', { length: 200 }).notNull(),
    template: varchar('template', { length: 40, enum: MAIL_TEMPLATES }).notNull(),
    /** Rendered at delivery, so the link gets the configured public address of the server. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    language: varchar('language', { length: 5 }).$type<Language>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  // The dispatcher only ever looks for what is still to be sent.
  (table) => [index('mail_outbox_pending_idx').on(table.id).where(sql`${table.sentAt} is null`)],
);
