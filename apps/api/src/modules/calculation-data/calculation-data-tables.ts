import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTables } from '../master-data/register-tables';

const values = () => ({
  volume: numeric('volume', { precision: 18, scale: 3 }).notNull(),
  gsv: numeric('gsv', { precision: 18, scale: 2 }).notNull(),
  niv: numeric('niv', { precision: 18, scale: 2 }).notNull(),
  grossRevenue: numeric('gross_revenue', { precision: 18, scale: 2 }).notNull(),
});

/**
 * Sell-in, integrated from the ERP (manual integration's approval) or imported: one row per SAP
 * customer, SKU and competence (the first day of the month). `integration_id` names the
 * integration that wrote it last, `job_id` the import: plain columns, so this module depends on
 * neither the integrations module (which writes here through this module's service) nor the jobs.
 */
export const sellIn = pgTable(
  'sell_in',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => registerTables.customer.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => registerTables.sku.id),
    competence: date('competence', { mode: 'string' }).notNull(),
    ...values(),
    integrationId: integer('integration_id'),
    jobId: uuid('job_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sell_in_customer_sku_competence_key').on(t.customerId, t.skuId, t.competence),
    index('sell_in_competence_idx').on(t.competence),
  ],
);

/**
 * Sell-out and DMS name their store, customers and SKU by id without foreign keys: every import
 * resolves the codes against the registers in its own transaction, registers' records are never
 * deleted (only deactivated), and the per-row key checks were a third of a million-row import's
 * time (docs/performance.md, "Calculation data imports").
 */

/**
 * Sell-out: what a PDV store sold of a SKU in a competence. Identified by store, SKU and
 * competence; the store's SAP customer at the import is kept beside it (the calculations and the
 * data restrictions read customers, and a store that changes customer is re-imported).
 */
export const sellOut = pgTable(
  'sell_out',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id').notNull(),
    customerId: integer('customer_id').notNull(),
    skuId: integer('sku_id').notNull(),
    competence: date('competence', { mode: 'string' }).notNull(),
    ...values(),
    jobId: uuid('job_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sell_out_store_sku_competence_key').on(t.storeId, t.skuId, t.competence),
    index('sell_out_competence_customer_idx').on(t.competence, t.customerId),
    check('sell_out_competence_check', sql`extract(day from ${t.competence}) = 1`),
  ],
);

/**
 * DMS: what a distributor (an SAP customer) reported a PDV store sold of a SKU in a competence.
 * Identified by distributor, store, SKU and competence: two distributors may serve one store.
 */
export const dms = pgTable(
  'dms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    distributorId: integer('distributor_id').notNull(),
    storeId: integer('store_id').notNull(),
    customerId: integer('customer_id').notNull(),
    skuId: integer('sku_id').notNull(),
    competence: date('competence', { mode: 'string' }).notNull(),
    ...values(),
    jobId: uuid('job_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dms_distributor_store_sku_competence_key').on(
      t.distributorId,
      t.storeId,
      t.skuId,
      t.competence,
    ),
    index('dms_competence_customer_idx').on(t.competence, t.customerId),
    check('dms_competence_check', sql`extract(day from ${t.competence}) = 1`),
  ],
);

/**
 * Periods whose calculation data changed: a customer's competence of a source, when and by which
 * import or integration. The ascertainment reads them to say which agreements must be
 * recalculated (the spec's sell-in recalculation warning).
 */
export const calcChangedPeriods = pgTable(
  'calc_changed_periods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => registerTables.customer.id),
    competence: date('competence', { mode: 'string' }).notNull(),
    source: varchar('source', { length: 10 }).notNull(),
    jobId: uuid('job_id'),
    integrationId: integer('integration_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calc_changed_periods_changed_at_idx').on(t.changedAt),
    index('calc_changed_periods_customer_idx').on(t.customerId, t.competence),
  ],
);
