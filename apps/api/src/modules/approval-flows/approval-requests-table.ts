import { APPROVAL_ACTION_TYPES, APPROVAL_STATUSES } from '@trade-terms/domain/approval-engine';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users-table';
import { approvalFlows, STEP_MEMBER_KINDS, sqlCodeList } from './approval-flows-table';

export const DECISION_RESULTS = ['APROVADO', 'REPROVADO'] as const;

/**
 * One item in approval: which record of which module, the flow chosen for it, where it stands.
 * The owning module keeps its own status; this row keeps the approval's.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    actionType: varchar('action_type', { length: 40, enum: APPROVAL_ACTION_TYPES }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }).notNull(),
    // A removed flow leaves its finished items behind: they keep the name and the steps they ran.
    flowId: integer('flow_id').references(() => approvalFlows.id, { onDelete: 'set null' }),
    flowName: varchar('flow_name', { length: 150 }).notNull(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 14, enum: APPROVAL_STATUSES }).notNull(),
    currentStep: integer('current_step').notNull(),
    stepCount: integer('step_count').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    // A record is in at most one approval at a time.
    uniqueIndex('approval_requests_pending_entity_key')
      .on(table.entity, table.entityId)
      .where(sql`${table.status} = 'EM_APROVACAO'`),
    index('approval_requests_entity_idx').on(table.entity, table.entityId),
    check('approval_requests_status_check', sql`${table.status} in (${sqlCodeList(APPROVAL_STATUSES)})`),
  ],
);

/**
 * The steps of an item, copied from its flow: the steps already decided stay as they were; the
 * current and later ones are replaced when the flow changes, so items follow the flow's people.
 */
export const approvalRequestSteps = pgTable(
  'approval_request_steps',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => approvalRequests.id, { onDelete: 'cascade' }),
    stepNumber: integer('step_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 12, enum: STEP_MEMBER_KINDS }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.stepNumber, table.userId, table.kind] }),
    index('approval_request_steps_user_idx').on(table.userId, table.kind, table.stepNumber),
    check('approval_request_steps_kind_check', sql`${table.kind} in (${sqlCodeList(STEP_MEMBER_KINDS)})`),
  ],
);

/** Every decision taken on an item, in order; never changed. */
export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => approvalRequests.id),
    stepNumber: integer('step_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    decision: varchar('decision', { length: 10, enum: DECISION_RESULTS }).notNull(),
    justification: text('justification'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('approval_decisions_request_idx').on(table.requestId),
    check('approval_decisions_decision_check', sql`${table.decision} in (${sqlCodeList(DECISION_RESULTS)})`),
  ],
);
