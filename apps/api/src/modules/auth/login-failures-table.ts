import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Failed logins per login name and per client address within a window. Kept in the database,
 * not in memory, so every API process behind a load balancer counts the same failures.
 */
export const loginFailures = pgTable('login_failures', {
  key: varchar('key', { length: 300 }).primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
