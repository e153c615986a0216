import { FINDING_CODES, type FindingCode } from '@trade-terms/domain/ascertainment-reconciliation';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { listed } from '../../platform/db/raw-sql';
import { ascertainments } from './ascertainment-table';

/**
 * When an ascertainment's inputs were last checked (at each calculation): the changed periods
 * recorded after it are the sell-in recalculation warning.
 */
export const ascertainmentReconciliations = pgTable('ascertainment_reconciliations', {
  ascertainmentId: integer('ascertainment_id')
    .primaryKey()
    .references(() => ascertainments.id, { onDelete: 'cascade' }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the last check found (one row per code and detail). A recalculation that no longer finds
 * it deletes the row; an override keeps it with who justified going on, when and why.
 */
export const reconciliationFindings = pgTable(
  'reconciliation_findings',
  {
    id: serial('id').primaryKey(),
    ascertainmentId: integer('ascertainment_id')
      .notNull()
      .references(() => ascertainments.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 30 }).$type<FindingCode>().notNull(),
    detail: text('detail').notNull(),
    overrideJustification: varchar('override_justification', { length: 500 }),
    overriddenBy: integer('overridden_by'),
    overriddenAt: timestamp('overridden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reconciliation_findings_ascertainment_idx').on(table.ascertainmentId, table.code),
    check('reconciliation_findings_code_check', sql`${table.code} in (${listed(FINDING_CODES)})`),
  ],
);
