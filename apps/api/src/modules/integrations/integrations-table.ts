import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users-table';

/** One manual integration: the file, who imported and approved it, when, and its counts per tab. */
export const integrations = pgTable(
  'integrations',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    status: varchar('status', { length: 30 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    fileHash: varchar('file_hash', { length: 64 }).notNull(),
    language: varchar('language', { length: 10 }).notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    /** Why the file could not be compared (a message key and its values). */
    message: jsonb('message').$type<{ key: string; params?: Record<string, string> } | null>(),
    importedBy: integer('imported_by')
      .notNull()
      .references(() => users.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [index('integrations_kind_idx').on(t.kind, t.importedAt)],
);

/** A row of an integration's file, in its tab, with what changed or why it was not integrated. */
export const integrationRows = pgTable(
  'integration_rows',
  {
    id: serial('id').primaryKey(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    tab: varchar('tab', { length: 30 }).notNull(),
    /** The row as read, display form (codes, decimals as text). */
    values: jsonb('values').$type<Record<string, string | null>>().notNull(),
    /** The ids the row resolves to, the values written on approval. */
    resolved: jsonb('resolved').$type<Record<string, unknown>>().notNull().default({}),
    changed: jsonb('changed').$type<string[]>().notNull().default([]),
    previous: jsonb('previous').$type<Record<string, string | null>>().notNull().default({}),
    missing: jsonb('missing').$type<string[]>().notNull().default([]),
    reason: jsonb('reason').$type<{ key: string; params?: Record<string, string> } | null>(),
  },
  (t) => [index('integration_rows_tab_idx').on(t.integrationId, t.tab, t.rowNumber)],
);
