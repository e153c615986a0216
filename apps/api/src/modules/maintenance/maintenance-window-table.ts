import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users-table';

/**
 * The one switch of maintenance mode, one row (id 1) kept in the database so every API process
 * reads the same: on or off, the message and expected end the users see, and who switched it
 * last and when. Each switch is also in the audit log.
 */
export const maintenanceWindow = pgTable(
  'maintenance_window',
  {
    id: smallint('id').primaryKey(),
    active: boolean('active').notNull().default(false),
    message: text('message'),
    expectedEnd: timestamp('expected_end', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    switchedBy: integer('switched_by').references(() => users.id, { onDelete: 'set null' }),
    switchedAt: timestamp('switched_at', { withTimezone: true }),
  },
  (table) => [
    check('maintenance_window_single_row', sql`${table.id} = 1`),
    check(
      'maintenance_window_active_needs_notice',
      sql`not ${table.active} or (${table.message} is not null and ${table.expectedEnd} is not null)`,
    ),
  ],
);
