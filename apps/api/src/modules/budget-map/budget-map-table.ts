import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';

/**
 * A line of the budget map (BOA): one budget per commodity, holding (economic group), channel,
 * segment, region, CVA, budget type, RIC box and year. Its twelve monthly budgets are not kept
 * here: they are BUDGET rows of the ledger, like every other movement of its money.
 */
export const budgetMapLines = pgTable(
  'budget_map_lines',
  {
    id: serial('id').primaryKey(),
    commodityCode: varchar('commodity_code', { length: 40 }).notNull(),
    economicGroupCode: varchar('economic_group_code', { length: 40 }).notNull(),
    channelCode: varchar('channel_code', { length: 40 }).notNull(),
    segmentCode: varchar('segment_code', { length: 40 }).notNull(),
    regionCode: varchar('region_code', { length: 40 }).notNull(),
    cvaCode: varchar('cva_code', { length: 40 }).notNull(),
    budgetTypeCode: varchar('budget_type_code', { length: 40 }).notNull(),
    ricBox: varchar('ric_box', { length: 40 }).notNull(),
    year: integer('year').notNull(),
    active: boolean('active').notNull().default(true),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('budget_map_lines_key').on(
      table.commodityCode,
      table.economicGroupCode,
      table.channelCode,
      table.segmentCode,
      table.regionCode,
      table.cvaCode,
      table.budgetTypeCode,
      table.ricBox,
      table.year,
    ),
    index('budget_map_lines_year_channel').on(table.year, table.channelCode, table.commodityCode),
    check('budget_map_lines_year_check', sql`${table.year} between 2000 and 2100`),
  ],
);

/**
 * The fund ledger: every movement of a map line's money, one row each, never updated nor
 * deleted (a trigger refuses both; a correction is a new row). `amount` is the signed change of
 * the month's available balance, except for PAYMENT, whose positive amount moves reserved money
 * to paid and leaves the available balance as it is. A trigger keeps `budget_line_balances` and
 * `budget_reference_balances` in the same statement, and their checks refuse a movement that
 * would make the available balance, or what a reference still holds reserved, negative.
 */
export const budgetLedger = pgTable(
  'budget_ledger',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => budgetMapLines.id),
    month: smallint('month').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    referenceKind: varchar('reference_kind', { length: 40 }),
    referenceId: varchar('reference_id', { length: 60 }),
    justification: varchar('justification', { length: 500 }),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('budget_ledger_line_month').on(table.lineId, table.month),
    index('budget_ledger_reference').on(table.referenceKind, table.referenceId),
    check('budget_ledger_month_check', sql`${table.month} between 1 and 12`),
    check(
      'budget_ledger_kind_check',
      sql`${table.kind} in ('BUDGET', 'ADDITION', 'REMOVAL', 'RESERVATION', 'RELEASE', 'PAYMENT')`,
    ),
    check(
      'budget_ledger_amount_sign_check',
      sql`case ${table.kind}
        when 'BUDGET' then ${table.amount} <> 0
        when 'ADDITION' then ${table.amount} > 0
        when 'RELEASE' then ${table.amount} > 0
        when 'PAYMENT' then ${table.amount} > 0
        else ${table.amount} < 0 end`,
    ),
    check(
      'budget_ledger_reference_check',
      sql`${table.kind} not in ('RESERVATION', 'RELEASE', 'PAYMENT') or (${table.referenceKind} is not null and ${table.referenceId} is not null)`,
    ),
  ],
);

/**
 * A line's month as its ledger rows sum it up, written only by the ledger's trigger in the
 * statement that appends the row. `available` = budget + additions − removals − reserved − paid.
 */
export const budgetLineBalances = pgTable(
  'budget_line_balances',
  {
    lineId: integer('line_id')
      .notNull()
      .references(() => budgetMapLines.id),
    month: smallint('month').notNull(),
    budget: numeric('budget', { precision: 18, scale: 2 }).notNull().default('0'),
    additions: numeric('additions', { precision: 18, scale: 2 }).notNull().default('0'),
    removals: numeric('removals', { precision: 18, scale: 2 }).notNull().default('0'),
    reserved: numeric('reserved', { precision: 18, scale: 2 }).notNull().default('0'),
    paid: numeric('paid', { precision: 18, scale: 2 }).notNull().default('0'),
    available: numeric('available', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (table) => [
    primaryKey({ columns: [table.lineId, table.month] }),
    check('budget_line_balances_available_check', sql`${table.available} >= 0`),
    check('budget_line_balances_reserved_check', sql`${table.reserved} >= 0`),
  ],
);

/**
 * What one reference (a payment group, for example) reserved, released and paid on a line's
 * month, kept by the ledger's trigger: it can never release or pay more than it reserved.
 */
export const budgetReferenceBalances = pgTable(
  'budget_reference_balances',
  {
    lineId: integer('line_id')
      .notNull()
      .references(() => budgetMapLines.id),
    month: smallint('month').notNull(),
    referenceKind: varchar('reference_kind', { length: 40 }).notNull(),
    referenceId: varchar('reference_id', { length: 60 }).notNull(),
    reserved: numeric('reserved', { precision: 18, scale: 2 }).notNull().default('0'),
    released: numeric('released', { precision: 18, scale: 2 }).notNull().default('0'),
    paid: numeric('paid', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (table) => [
    primaryKey({ columns: [table.lineId, table.month, table.referenceKind, table.referenceId] }),
    index('budget_reference_balances_reference').on(table.referenceKind, table.referenceId),
    check(
      'budget_reference_balances_open_check',
      sql`${table.reserved} - ${table.released} - ${table.paid} >= 0`,
    ),
  ],
);

/**
 * An addition or removal of money on a line's month, with its justification and evidence file,
 * awaiting the approval engine (action type ADICAO_VERBA). Only when its last step approves it
 * does it become a ledger row (ADDITION or REMOVAL, referenced `BUDGET_ADDITION` / its id).
 */
export const budgetMapAdditions = pgTable(
  'budget_map_additions',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => budgetMapLines.id),
    month: smallint('month').notNull(),
    removal: boolean('removal').notNull(),
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
    justification: varchar('justification', { length: 500 }).notNull(),
    evidenceName: varchar('evidence_name', { length: 200 }).notNull(),
    evidenceKey: varchar('evidence_key', { length: 200 }).notNull(),
    evidenceMime: varchar('evidence_mime', { length: 60 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('EM_APROVACAO'),
    decisionJustification: varchar('decision_justification', { length: 500 }),
    approvalRequestId: integer('approval_request_id'),
    ...auditColumns(),
  },
  (table) => [
    index('budget_map_additions_line').on(table.lineId, table.month),
    check('budget_map_additions_month_check', sql`${table.month} between 1 and 12`),
    check('budget_map_additions_value_check', sql`${table.value} > 0`),
    check(
      'budget_map_additions_status_check',
      sql`${table.status} in ('EM_APROVACAO', 'APROVADA', 'REPROVADA')`,
    ),
  ],
);
