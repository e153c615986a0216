import { index, integer, jsonb, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users-table';

/**
 * An uploaded spreadsheet waiting to be applied after its preview (a lever table, the
 * agreements' massive template): the stored file, who sent it and in which language, the
 * preview's counts, and the job that applied it.
 */
export const sheetUploads = pgTable(
  'sheet_uploads',
  {
    id: uuid('id').primaryKey(),
    /** What the file holds: a lever table's kind, or the massive template. */
    kind: varchar('kind', { length: 30 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    fileKey: varchar('file_key', { length: 300 }).notNull(),
    fileHash: varchar('file_hash', { length: 64 }).notNull(),
    language: varchar('language', { length: 5 }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    jobId: uuid('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sheet_uploads_created_idx').on(table.createdAt)],
);

/**
 * The preview of an upload: each entry's outcome (a row of a lever table, an agreement of the
 * massive template), its values as read, what changes, why it is refused.
 */
export const sheetUploadRows = pgTable(
  'sheet_upload_rows',
  {
    id: serial('id').primaryKey(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => sheetUploads.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    outcome: varchar('outcome', { length: 20 }).notNull(),
    values: jsonb('values').$type<Record<string, string | null>>().notNull(),
    changed: jsonb('changed').$type<string[]>().notNull().default([]),
    previous: jsonb('previous').$type<Record<string, string | null>>().notNull().default({}),
    reason: varchar('reason', { length: 2000 }),
  },
  (table) => [index('sheet_upload_rows_outcome_idx').on(table.uploadId, table.outcome, table.rowNumber)],
);
