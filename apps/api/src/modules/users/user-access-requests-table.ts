import { USER_DECISION_KINDS } from '@trade-terms/domain/users';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users-table';

/**
 * Every first-access or edition request of a user: what was asked, with which justification, and
 * the item of the approval engine that decides it. The decisions themselves are the engine's
 * (approval_decisions); this row says what they were about. `approval_request_id` names the
 * engine's item without a declared foreign key: the engine's tables name users, so users sit
 * below it and do not name its tables back.
 */
export const userAccessRequests = pgTable(
  'user_access_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 20, enum: USER_DECISION_KINDS }).notNull(),
    justification: text('justification'),
    approvalRequestId: integer('approval_request_id').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_access_requests_user_idx').on(table.userId, table.id),
    uniqueIndex('user_access_requests_approval_key').on(table.approvalRequestId),
    check(
      'user_access_requests_kind_check',
      sql.raw(`kind in (${USER_DECISION_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);
