import { PROMO_MIGRATION_STATUSES, type PromoMigrationStatus } from '@trade-terms/domain/promo-migration';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { listed } from '../../platform/db/raw-sql';
import { registerTables } from '../master-data/register-tables';

const byCode = { onUpdate: 'cascade' } as const;

/**
 * The migration of a holding's promo OFF funds to ON, in one channel and year: at most one per
 * key. A holding without a row is not migrated; the row appears with its first move (a request or
 * an exclusion) and its approval runs on the engine (action type MIGRACAO).
 */
export const promoMigrations = pgTable(
  'promo_migrations',
  {
    id: serial('id').primaryKey(),
    economicGroupCode: varchar('economic_group_code', { length: 40 })
      .notNull()
      .references(() => registerTables.economicGroup.code, byCode),
    channelCode: varchar('channel_code', { length: 40 })
      .notNull()
      .references(() => registerTables.channel.code, byCode),
    year: integer('year').notNull(),
    status: varchar('status', { length: 15 }).$type<PromoMigrationStatus>().notNull(),
    /** The first day of the month from which the migration applies. */
    competence: date('competence', { mode: 'string' }),
    targetBudgetType: varchar('target_budget_type', { length: 40 }),
    approvalRequestId: integer('approval_request_id'),
    /** Why it was excluded, or why its last request was disapproved. */
    justification: varchar('justification', { length: 500 }),
    /** What the approval moved from OFF to ON. */
    moved: numeric('moved', { precision: 18, scale: 2 }),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('promo_migrations_key').on(table.economicGroupCode, table.channelCode, table.year),
    index('promo_migrations_year_channel_idx').on(table.year, table.channelCode),
    check('promo_migrations_status_check', sql`${table.status} in (${listed(PROMO_MIGRATION_STATUSES)})`),
    check('promo_migrations_year_check', sql`${table.year} between 2000 and 2100`),
  ],
);

/**
 * A new flag (banner) of a holding, from the competence on which it exists. A new flag starts on
 * the ON model: nothing of it is ever migrated.
 */
export const holdingFlags = pgTable(
  'holding_flags',
  {
    id: serial('id').primaryKey(),
    economicGroupCode: varchar('economic_group_code', { length: 40 })
      .notNull()
      .references(() => registerTables.economicGroup.code, byCode),
    name: varchar('name', { length: 100 }).notNull(),
    competence: date('competence', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    ...auditColumns(),
  },
  (table) => [uniqueIndex('holding_flags_name_key').on(table.economicGroupCode, sql`lower(${table.name})`)],
);
