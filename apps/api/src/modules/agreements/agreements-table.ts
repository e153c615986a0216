import type { InactivePeriod } from '@trade-terms/domain/agreement-moves';
import { AGREEMENT_STATUSES, type AgreementLeverValues } from '@trade-terms/domain/agreements';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { listed } from '../../platform/db/raw-sql';
import { levers } from '../levers/levers-table';
import { registerTables } from '../master-data/register-tables';
import { holdingFlags } from '../promo-migration/promo-migration-table';

/** Proposed values of an approved lever, in the columns' names (decimals as text). */
export type PendingLeverValues = AgreementLeverValues & {
  expectedYearlyValue: string;
  events: { description: string; competence: string; value: string }[];
};

const byCode = { onUpdate: 'cascade' } as const;

/**
 * Commercial agreements. The holding, region and business unit are kept by code (foreign keys to
 * the registers' unique codes), as are the channels, so the data restrictions filter on these
 * columns themselves. The totals are the levers' expected yearly values added up at each save.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    description: varchar('description', { length: 300 }).notNull(),
    economicGroupCode: varchar('economic_group_code', { length: 40 })
      .notNull()
      .references(() => registerTables.economicGroup.code, byCode),
    /** A flag (banner) of the holding, born on the ON model: the agreement's levers are ON. */
    flagId: integer('flag_id').references(() => holdingFlags.id),
    channels: varchar('channels', { length: 40 }).array().notNull(),
    status: varchar('status', { length: 30 }).notNull(),
    signatureStatus: varchar('signature_status', { length: 30 }).notNull().default('AGUARDANDO_ASSINATURA'),
    approverStatus: varchar('approver_status', { length: 30 }),
    approvalRequestId: integer('approval_request_id'),
    validityStart: date('validity_start', { mode: 'string' }).notNull(),
    validityEnd: date('validity_end', { mode: 'string' }).notNull(),
    regionCode: varchar('region_code', { length: 40 }).references(() => registerTables.region.code, byCode),
    district: varchar('district', { length: 100 }),
    segmentCode: varchar('segment_code', { length: 40 }).references(
      () => registerTables.segment.code,
      byCode,
    ),
    businessUnitCode: varchar('business_unit_code', { length: 40 }).references(
      () => registerTables.commodity.code,
      byCode,
    ),
    salesOrganization: varchar('sales_organization', { length: 40 }),
    categoryCode: varchar('category_code', { length: 40 }).references(
      () => registerTables.category.code,
      byCode,
    ),
    countingPeriod: varchar('counting_period', { length: 40 }),
    budgetDescription: varchar('budget_description', { length: 300 }),
    opsoMeasure: varchar('opso_measure', { length: 40 }),
    ricMeasure: varchar('ric_measure', { length: 40 }),
    onOff: varchar('on_off', { length: 3 }),
    calculationBasis: varchar('calculation_basis', { length: 15 }),
    paymentDescription: varchar('payment_description', { length: 300 }),
    paymentPercent: numeric('payment_percent', { precision: 9, scale: 4 }),
    fundsType: varchar('funds_type', { length: 40 }),
    sapCode: varchar('sap_code', { length: 40 }),
    payerSap: varchar('payer_sap', { length: 40 }),
    totalOn: numeric('total_on', { precision: 18, scale: 2 }).notNull().default('0'),
    totalOff: numeric('total_off', { precision: 18, scale: 2 }).notNull().default('0'),
    totalsByCommodity: jsonb('totals_by_commodity').$type<Record<string, string>>().notNull().default({}),
    copiedFromId: integer('copied_from_id'),
    /** Set when an approved agreement was terminated early (rescission): its last day. */
    terminatedOn: date('terminated_on', { mode: 'string' }),
    ...auditColumns(),
  },
  (table) => [
    index('agreements_status_idx').on(table.status, table.validityEnd, table.id),
    // The list's sorts (the id has its primary key): a page is read in the index's order, either
    // way, instead of sorting every agreement of the tab (see "Agreements at scale" in
    // docs/performance.md).
    index('agreements_validity_start_idx').on(table.validityStart, table.id),
    index('agreements_validity_end_idx').on(table.validityEnd, table.id),
    index('agreements_description_idx').on(table.description, table.id),
    index('agreements_economic_group_idx').on(table.economicGroupCode),
    index('agreements_channels_idx').using('gin', table.channels),
    index('agreements_description_trgm_idx').using('gin', sql`lower(${table.description}) gin_trgm_ops`),
    check('agreements_status_check', sql`${table.status} in (${listed(AGREEMENT_STATUSES)})`),
    check('agreements_validity_check', sql`${table.validityEnd} >= ${table.validityStart}`),
    check('agreements_channels_check', sql`cardinality(${table.channels}) > 0`),
  ],
);

/** A lever as an agreement holds it: its values, product scope, SAP customers and payers. */
export const agreementLevers = pgTable(
  'agreement_levers',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    leverId: integer('lever_id')
      .notNull()
      .references(() => levers.id),
    status: varchar('status', { length: 25 }).notNull().default('ATIVA'),
    /** Higher values waiting for approval; the approved ones above stay in force meanwhile. */
    pendingValues: jsonb('pending_values').$type<PendingLeverValues>(),
    approvalRequestId: integer('approval_request_id'),
    fundsType: varchar('funds_type', { length: 3 }).notNull(),
    budgetType: varchar('budget_type', { length: 40 }),
    discountPercent: numeric('discount_percent', { precision: 9, scale: 4 }),
    goal: numeric('goal', { precision: 18, scale: 2 }),
    minimumPercent: numeric('minimum_percent', { precision: 9, scale: 4 }),
    minimumDiscountPercent: numeric('minimum_discount_percent', { precision: 9, scale: 4 }),
    potentialDiscountPercent: numeric('potential_discount_percent', { precision: 9, scale: 4 }),
    growthPercent: numeric('growth_percent', { precision: 9, scale: 4 }),
    thresholdPercent: numeric('threshold_percent', { precision: 9, scale: 4 }),
    fixedValue: numeric('fixed_value', { precision: 18, scale: 2 }),
    paymentPercent: numeric('payment_percent', { precision: 9, scale: 4 }),
    expectedYearlyValue: numeric('expected_yearly_value', { precision: 18, scale: 2 }).notNull(),
    /** What the goal means in words, compared with the recommendation's. */
    goalDescription: varchar('goal_description', { length: 200 }),
    commodityCode: varchar('commodity_code', { length: 40 })
      .notNull()
      .references(() => registerTables.commodity.code, byCode),
    categories: varchar('categories', { length: 40 }).array().notNull(),
    brands: varchar('brands', { length: 40 }).array().notNull(),
    productGroups: varchar('product_groups', { length: 40 }).array().notNull(),
    ppaProducts: varchar('ppa_products', { length: 40 }).array().notNull(),
    skus: varchar('skus', { length: 40 }).array().notNull(),
    customers: varchar('customers', { length: 40 }).array().notNull(),
    payers: varchar('payers', { length: 40 }).array().notNull(),
    /** A quota-event lever's events: description, competence (first day of its month), value. */
    events: jsonb('events').$type<{ description: string; competence: string; value: string }[]>().notNull(),
    /** The stretches the lever earned nothing (disabled from a day, activated from a later one). */
    inactivePeriods: jsonb('inactive_periods').$type<InactivePeriod[]>().notNull().default([]),
  },
  (table) => [
    index('agreement_levers_agreement_idx').on(table.agreementId, table.position),
    index('agreement_levers_lever_idx').on(table.leverId),
    index('agreement_levers_customers_idx').using('gin', table.customers),
  ],
);
