import { bigint, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { agreements } from '../agreements/agreements-table';

/** The signed files of agreements, kept with their history: a removed file stays listed. */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id),
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    importedBy: integer('imported_by').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: integer('removed_by'),
  },
  (table) => [index('agreement_signatures_agreement_idx').on(table.agreementId, table.importedAt)],
);
