import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { users } from '../users/users-table';
import { cycleFolders } from './cycle-folder-table';

/**
 * The distribution of an approved cycle folder's money among regional coordinators: at most one
 * per folder, saved as a whole at its version.
 */
export const cycleFolderDistributions = pgTable(
  'cycle_folder_distributions',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => cycleFolders.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (table) => [uniqueIndex('cycle_folder_distributions_folder_key').on(table.folderId)],
);

/** A region's share of the folder's money (a code of the region register) and its coordinator (a user). */
export const cycleFolderDistributionRows = pgTable(
  'cycle_folder_distribution_rows',
  {
    id: serial('id').primaryKey(),
    distributionId: integer('distribution_id')
      .notNull()
      .references(() => cycleFolderDistributions.id, { onDelete: 'cascade' }),
    regionCode: varchar('region_code', { length: 40 }).notNull(),
    coordinatorId: integer('coordinator_id')
      .notNull()
      .references(() => users.id),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [
    uniqueIndex('cycle_folder_distribution_rows_key').on(table.distributionId, table.regionCode),
    index('cycle_folder_distribution_rows_coordinator_idx').on(table.coordinatorId),
    check('cycle_folder_distribution_rows_amount_check', sql`${table.amount} >= 0`),
  ],
);
