import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users-table';

/**
 * Imports and exports: who asked, when, for which register, the file, the status and progress,
 * the row counts, and the stored result and error-sheet files. The same id is the queue job's
 * id, so a job sent twice is queued once.
 */
export const importExportJobs = pgTable(
  'import_export_jobs',
  {
    id: uuid('id').primaryKey(),
    type: varchar('type', { length: 20 }).notNull(),
    register: varchar('register', { length: 40 }).notNull(),
    status: varchar('status', { length: 40 }).notNull(),
    progress: smallint('progress').notNull().default(0),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedByName: varchar('requested_by_name', { length: 200 }).notNull(),
    /** The requester's roles when asked: field rules (SAP payer) apply as they were. */
    authorities: jsonb('authorities').$type<string[]>().notNull(),
    language: varchar('language', { length: 5 }).notNull(),
    /** Export filters, as the search call takes them. */
    parameters: jsonb('parameters'),
    fileName: varchar('file_name', { length: 200 }),
    fileKey: varchar('file_key', { length: 300 }),
    fileHash: varchar('file_hash', { length: 64 }),
    /** The import this one reprocesses. */
    sourceJobId: uuid('source_job_id'),
    resultKey: varchar('result_key', { length: 300 }),
    resultName: varchar('result_name', { length: 200 }),
    errorsKey: varchar('errors_key', { length: 300 }),
    messageKey: varchar('message_key', { length: 80 }),
    messageParams: jsonb('message_params').$type<Record<string, string>>(),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsInserted: integer('rows_inserted').notNull().default(0),
    rowsUpdated: integer('rows_updated').notNull().default(0),
    rowsUnchanged: integer('rows_unchanged').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Renewed every few seconds by the worker running the job: an old one means it died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (table) => [
    index('import_export_jobs_created_idx').on(table.createdAt),
    // One export of a register at a time: a second one waits ("export in progress").
    uniqueIndex('import_export_jobs_one_export_key')
      .on(table.register)
      .where(sql`${table.type} = 'EXPORTACAO' and ${table.status} = 'PROCESSANDO'`),
    // One reprocessing of a file at a time.
    uniqueIndex('import_export_jobs_one_reprocess_key')
      .on(table.fileHash, table.register)
      .where(
        sql`${table.type} = 'IMPORTACAO' and ${table.status} = 'PROCESSANDO' and ${table.sourceJobId} is not null`,
      ),
  ],
);
