import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users-table';

export const PASSWORD_LINK_PURPOSES = ['RESET', 'FIRST_PASSWORD'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/**
 * Single-use links that let a user set a password: a reset asked for on the forgot-password
 * screen, or the first password after an administrator approves an access request. Only the
 * SHA-256 of the token is kept, so a copy of this table opens no account.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    purpose: varchar('purpose', { length: 20, enum: PASSWORD_LINK_PURPOSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('password_links_user_idx').on(table.userId),
    check('password_links_purpose_check', sql`${table.purpose} in ('RESET', 'FIRST_PASSWORD')`),
  ],
);
