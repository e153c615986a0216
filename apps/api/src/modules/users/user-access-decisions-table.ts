import { USER_DECISION_KINDS, USER_DECISIONS } from '@trade-terms/domain/users';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users-table';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * Every approval and reproval of a user's first-access or edition request: who decided, when,
 * what the user asked with and the reproval's justification. The user's detail lists them.
 */
export const userAccessDecisions = pgTable(
  'user_access_decisions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 20, enum: USER_DECISION_KINDS }).notNull(),
    decision: varchar('decision', { length: 10, enum: USER_DECISIONS }).notNull(),
    requestJustification: text('request_justification'),
    justification: text('justification'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_access_decisions_user_idx').on(table.userId),
    check('user_access_decisions_kind_check', inList('kind', USER_DECISION_KINDS)),
    check('user_access_decisions_decision_check', inList('decision', USER_DECISIONS)),
  ],
);
