import { APPROVAL_ACTION_TYPES } from '@trade-terms/domain/approval-engine';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { profiles } from '../profiles/profiles-table';
import { users } from '../users/users-table';

export const STEP_MEMBER_KINDS = ['RESPONSAVEL', 'NOTIFICADO'] as const;
export type StepMemberKind = (typeof STEP_MEMBER_KINDS)[number];

/** Quoted list of codes for a check constraint, from the same const list the code uses. */
export const sqlCodeList = (codes: readonly string[]) => sql.raw(codes.map((code) => `'${code}'`).join(', '));

export const approvalFlows = pgTable(
  'approval_flows',
  {
    id: serial('id').primaryKey(),
    actionType: varchar('action_type', { length: 40, enum: APPROVAL_ACTION_TYPES }).notNull(),
    // No cascade: removing a profile that a flow names is refused, never a silently wider flow.
    requesterProfileId: integer('requester_profile_id').references(() => profiles.id),
    name: varchar('name', { length: 150 }).notNull(),
    channel: varchar('channel', { length: 40 }),
    budgetType: varchar('budget_type', { length: 40 }),
    paymentOrigin: varchar('payment_origin', { length: 40 }),
    ...auditColumns(),
  },
  (table) => [
    // Two flows with the same criteria would leave the newer one unreachable; empty equals empty.
    unique('approval_flows_criteria_key')
      .on(table.actionType, table.requesterProfileId, table.channel, table.budgetType, table.paymentOrigin)
      .nullsNotDistinct(),
    check(
      'approval_flows_action_type_check',
      sql`${table.actionType} in (${sqlCodeList(APPROVAL_ACTION_TYPES)})`,
    ),
  ],
);

export const approvalFlowSteps = pgTable(
  'approval_flow_steps',
  {
    id: serial('id').primaryKey(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => approvalFlows.id, { onDelete: 'cascade' }),
    stepNumber: integer('step_number').notNull(),
  },
  (table) => [unique('approval_flow_steps_flow_step_key').on(table.flowId, table.stepNumber)],
);

/** The responsible and notified users of each step. */
export const approvalStepMembers = pgTable(
  'approval_step_members',
  {
    stepId: integer('step_id')
      .notNull()
      .references(() => approvalFlowSteps.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 12, enum: STEP_MEMBER_KINDS }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.stepId, table.userId, table.kind] }),
    index('approval_step_members_user_idx').on(table.userId),
    check('approval_step_members_kind_check', sql`${table.kind} in (${sqlCodeList(STEP_MEMBER_KINDS)})`),
  ],
);
