import type { EvidenceKind } from '@trade-terms/domain/evidence-files';
import { bigint, date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ascertainments } from './ascertainment-table';

/**
 * The evidence files of ascertainments, kept with their history: a removed file stays listed
 * (and its content stays in the file storage), marked removed with who, when and why.
 */
export const ascertainmentEvidence = pgTable(
  'ascertainment_evidence',
  {
    id: serial('id').primaryKey(),
    ascertainmentId: integer('ascertainment_id')
      .notNull()
      .references(() => ascertainments.id),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** What the name says: agreement, month (a first day of month) and sequence. */
    agreementId: integer('agreement_id').notNull(),
    competence: date('competence', { mode: 'string' }).notNull(),
    sequence: integer('sequence').notNull(),
    kind: varchar('kind', { length: 8 }).$type<EvidenceKind>().notNull(),
    mime: varchar('mime', { length: 120 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    importedBy: integer('imported_by').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: integer('removed_by'),
    removalJustification: varchar('removal_justification', { length: 500 }),
  },
  (table) => [
    index('ascertainment_evidence_ascertainment_idx').on(table.ascertainmentId, table.id),
    index('ascertainment_evidence_agreement_idx').on(table.agreementId, table.competence),
  ],
);
