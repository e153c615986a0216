import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ascertainments } from './ascertainment-table';

/**
 * The saved split of an ascertainment's to-pay value among SAP payers: one row per payer. The
 * ascertainment's version covers it (a save moves the version on, and names the one it read);
 * the justification of the last change is kept here and in the audit log.
 */
export const ascertainmentPayerParts = pgTable(
  'ascertainment_payer_parts',
  {
    ascertainmentId: integer('ascertainment_id')
      .notNull()
      .references(() => ascertainments.id, { onDelete: 'cascade' }),
    payerCode: varchar('payer_code', { length: 40 }).notNull(),
    position: integer('position').notNull(),
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
    justification: varchar('justification', { length: 500 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (table) => [
    primaryKey({ columns: [table.ascertainmentId, table.payerCode] }),
    check('ascertainment_payer_parts_value_check', sql`${table.value} >= 0`),
  ],
);
