import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { users } from '../users/users-table';
import { cycleFolderActions, cycleFolders } from './cycle-folder-table';

/**
 * One coordinator's assignments of a folder's actions to customers: at most one per folder and
 * coordinator, saved as a whole at its version (coordinators do not make each other's stale).
 */
export const cycleFolderAssignments = pgTable(
  'cycle_folder_assignments',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => cycleFolders.id, { onDelete: 'cascade' }),
    coordinatorId: integer('coordinator_id')
      .notNull()
      .references(() => users.id),
    ...auditColumns(),
  },
  (table) => [uniqueIndex('cycle_folder_assignments_key').on(table.folderId, table.coordinatorId)],
);

/** An active action of the folder assigned to a customer (a code of the customer register) with an amount. */
export const cycleFolderAssignmentRows = pgTable(
  'cycle_folder_assignment_rows',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => cycleFolderAssignments.id, { onDelete: 'cascade' }),
    actionId: integer('action_id')
      .notNull()
      .references(() => cycleFolderActions.id),
    customerCode: varchar('customer_code', { length: 40 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [
    uniqueIndex('cycle_folder_assignment_rows_key').on(
      table.assignmentId,
      table.actionId,
      table.customerCode,
    ),
    index('cycle_folder_assignment_rows_action_idx').on(table.actionId),
    check('cycle_folder_assignment_rows_amount_check', sql`${table.amount} >= 0`),
  ],
);
