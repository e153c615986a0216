import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Failed logins per login name and per client address within a window (and, under other keys,
 * the public requests per address). Kept in the database, not in memory, so every API process
 * behind a load balancer counts the same failures. A sign-in is counted before its password is
 * checked and taken back when the password was right, so parallel attempts cannot all pass the
 * check; attempts refused past the limit count too, which changes nothing since the window only
 * starts again once it has closed.
 */
export const loginFailures = pgTable('login_failures', {
  key: varchar('key', { length: 300 }).primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
