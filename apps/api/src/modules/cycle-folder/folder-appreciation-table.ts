import {
  APPRECIATION_METHODS,
  type AppreciationMethod,
  FOLDER_APPRECIATION_STATUSES,
  type FolderAppreciationStatus,
} from '@trade-terms/domain/folder-appreciation';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { listed } from '../../platform/db/raw-sql';
import { cycleFolderActions, cycleFolders } from './cycle-folder-table';

/**
 * The appreciation of a folder whose counting is approved: at most one per folder, by one method
 * at a time. Versioned: its rows are saved with it as a whole.
 */
export const cycleFolderAppreciations = pgTable(
  'cycle_folder_appreciations',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => cycleFolders.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 25 }).$type<AppreciationMethod>().notNull(),
    status: varchar('status', { length: 15 })
      .$type<FolderAppreciationStatus>()
      .notNull()
      .default('EM_CADASTRO'),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('cycle_folder_appreciations_folder_key').on(table.folderId),
    check(
      'cycle_folder_appreciations_status_check',
      sql`${table.status} in (${listed(FOLDER_APPRECIATION_STATUSES)})`,
    ),
    check(
      'cycle_folder_appreciations_method_check',
      sql`${table.method} in (${listed(APPRECIATION_METHODS)})`,
    ),
  ],
);

/**
 * A row of an appreciation: one counted row (action × customer) turned into money. By volume it
 * keeps the finance volume; by category percentage the category, its sales and the percentage
 * read from the register at the save (so a later change of the register does not move a saved
 * value).
 */
export const cycleFolderAppreciationRows = pgTable(
  'cycle_folder_appreciation_rows',
  {
    id: serial('id').primaryKey(),
    appreciationId: integer('appreciation_id')
      .notNull()
      .references(() => cycleFolderAppreciations.id, { onDelete: 'cascade' }),
    actionId: integer('action_id')
      .notNull()
      .references(() => cycleFolderActions.id),
    customerCode: varchar('customer_code', { length: 40 }).notNull(),
    financeVolume: numeric('finance_volume', { precision: 15, scale: 3 }),
    categoryCode: varchar('category_code', { length: 40 }),
    categorySales: numeric('category_sales', { precision: 18, scale: 2 }),
    percentage: numeric('percentage', { precision: 9, scale: 4 }),
    /** The category percentage record read (the register's id), for the trail. */
    categoryPercentageId: integer('category_percentage_id'),
    appreciatedValue: numeric('appreciated_value', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [
    uniqueIndex('cycle_folder_appreciation_rows_key').on(
      table.appreciationId,
      table.actionId,
      table.customerCode,
    ),
    index('cycle_folder_appreciation_rows_action_idx').on(table.actionId),
    check('cycle_folder_appreciation_rows_value_check', sql`${table.appreciatedValue} >= 0`),
  ],
);
