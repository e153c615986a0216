import { FOLDER_COUNTING_STATUSES, type FolderCountingStatus } from '@trade-terms/domain/folder-counting';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { listed } from '../../platform/db/raw-sql';
import { cycleFolderActions, cycleFolders } from './cycle-folder-table';

/**
 * The counting of an approved cycle folder: at most one per folder, its approval on the engine
 * (action type APURACAO_PASTA). Versioned: its rows are saved with it as a whole.
 */
export const cycleFolderCountings = pgTable(
  'cycle_folder_countings',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => cycleFolders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 15 }).$type<FolderCountingStatus>().notNull().default('EM_CADASTRO'),
    approvalRequestId: integer('approval_request_id'),
    disapprovalJustification: varchar('disapproval_justification', { length: 500 }),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('cycle_folder_countings_folder_key').on(table.folderId),
    check(
      'cycle_folder_countings_status_check',
      sql`${table.status} in (${listed(FOLDER_COUNTING_STATUSES)})`,
    ),
  ],
);

/**
 * A row of a counting: what one active action of the folder executed for one customer (a code of
 * the customer register), its value at the action's unit value (rounded once to cents), and an
 * optional supporting document kept in the file storage.
 */
export const cycleFolderCountingRows = pgTable(
  'cycle_folder_counting_rows',
  {
    id: serial('id').primaryKey(),
    countingId: integer('counting_id')
      .notNull()
      .references(() => cycleFolderCountings.id, { onDelete: 'cascade' }),
    actionId: integer('action_id')
      .notNull()
      .references(() => cycleFolderActions.id),
    customerCode: varchar('customer_code', { length: 40 }).notNull(),
    executedVolume: numeric('executed_volume', { precision: 15, scale: 3 }).notNull(),
    executedValue: numeric('executed_value', { precision: 18, scale: 2 }).notNull(),
    documentName: varchar('document_name', { length: 200 }),
    documentKey: varchar('document_key', { length: 300 }),
    documentMime: varchar('document_mime', { length: 60 }),
  },
  (table) => [
    uniqueIndex('cycle_folder_counting_rows_key').on(table.countingId, table.actionId, table.customerCode),
    index('cycle_folder_counting_rows_action_idx').on(table.actionId),
    check('cycle_folder_counting_rows_volume_check', sql`${table.executedVolume} >= 0`),
  ],
);
