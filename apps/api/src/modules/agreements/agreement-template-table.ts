import { integer, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { agreements } from './agreements-table';

/**
 * The agreements a massive template created, by the file (its SHA-256) and the agreement key of
 * its rows: the same file sent again finds them, instead of creating them a second time.
 */
export const agreementTemplateCreations = pgTable(
  'agreement_template_creations',
  {
    fileHash: varchar('file_hash', { length: 64 }).notNull(),
    agreementKey: varchar('agreement_key', { length: 40 }).notNull(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.fileHash, table.agreementKey] })],
);
