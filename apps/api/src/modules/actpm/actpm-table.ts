import { ACTPM_STATUSES, type ActpmStatus } from '@trade-terms/domain/actpm';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { listed } from '../../platform/db/raw-sql';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull();

/**
 * One ascertained row of ACTPM: a competence's money for one budget type carrying an ACTPM
 * code, business unit and channel, as read from the budget map and payments when it was
 * ascertained. At most one per key; an approved row is never written again.
 */
export const actpmRows = pgTable(
  'actpm_rows',
  {
    id: serial('id').primaryKey(),
    /** The first day of the month. */
    competence: date('competence', { mode: 'string' }).notNull(),
    budgetTypeCode: varchar('budget_type_code', { length: 40 }).notNull(),
    /** The budget type's ACTPM code when the row was ascertained. */
    actpmCode: varchar('actpm_code', { length: 20 }),
    commodityCode: varchar('commodity_code', { length: 40 }).notNull(),
    channelCode: varchar('channel_code', { length: 40 }).notNull(),
    budget: money('budget'),
    reserved: money('reserved'),
    consumed: money('consumed'),
    paid: money('paid'),
    ascertained: money('ascertained'),
    balance: money('balance'),
    status: varchar('status', { length: 10 }).$type<ActpmStatus>().notNull(),
    ascertainedAt: timestamp('ascertained_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('actpm_rows_key').on(
      table.competence,
      table.budgetTypeCode,
      table.commodityCode,
      table.channelCode,
    ),
    index('actpm_rows_status').on(table.status, table.competence),
    check('actpm_rows_status_check', sql`${table.status} in (${listed(ACTPM_STATUSES)})`),
    check(
      'actpm_rows_money_check',
      sql`${table.reserved} >= 0 and ${table.consumed} >= 0 and ${table.paid} >= 0 and ${table.ascertained} >= 0`,
    ),
    check(
      'actpm_rows_approved_check',
      sql`(${table.status} = 'APROVADO') = (${table.approvedAt} is not null)`,
    ),
  ],
);
