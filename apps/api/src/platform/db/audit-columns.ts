import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns every user-edited row carries: who created and last changed it, when, and a version
 * for optimistic locking (a save with a stale version is refused with 409).
 */
export const auditColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
  version: integer('version').notNull().default(1),
});
