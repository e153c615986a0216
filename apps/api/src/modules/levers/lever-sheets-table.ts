import { CONTRACT_STATUSES, STORE_SIZES } from '@trade-terms/domain/lever-recommendations';
import { CALCULATION_BASES } from '@trade-terms/domain/levers';
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
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { listed } from '../../platform/db/raw-sql';
import { registerTables } from '../master-data/register-tables';
import { levers } from './levers-table';

/** A register's code, as a foreign key to the register's unique code (a renamed code follows). */
const codeOf = (name: string, register: keyof typeof registerTables) =>
  varchar(name, { length: 40 }).references(() => registerTables[register].code, { onUpdate: 'cascade' });

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const percentage = (name: string) => numeric(name, { precision: 9, scale: 4 });

/**
 * The recommendation rows of the levers. References to registers are kept by code, as the
 * spreadsheets carry them and as data restrictions list them; the channel is the lever's. A row
 * is identified by its lever and its dimensions (the unique key, nulls equal), which is what an
 * uploaded row is matched by.
 */
export const leverRecommendations = pgTable(
  'lever_recommendations',
  {
    id: serial('id').primaryKey(),
    leverId: integer('lever_id')
      .notNull()
      .references(() => levers.id),
    subregionCode: codeOf('subregion_code', 'subregion'),
    cvaCode: codeOf('cva_code', 'cva'),
    ppaProductCode: codeOf('ppa_product_code', 'ppaProduct'),
    salesOrg: varchar('sales_org', { length: 20 }),
    commodityCode: codeOf('commodity_code', 'commodity').notNull(),
    packCategoryCode: codeOf('pack_category_code', 'packCategory'),
    goal: money('goal'),
    goalDescription: varchar('goal_description', { length: 200 }),
    mandatoryMembership: boolean('mandatory_membership').notNull().default(false),
    calculationBasis: varchar('calculation_basis', { length: 15 }),
    storeCompliancePercent: percentage('store_compliance_percent'),
    discountPercent: percentage('discount_percent'),
    recommended: boolean('recommended').notNull().default(false),
    budgetTypeCode: codeOf('budget_type_code', 'budgetType'),
    growthBase: money('growth_base'),
    productsGroupCode: codeOf('products_group_code', 'productsGroup'),
    brandCode: codeOf('brand_code', 'brand'),
    regionCode: codeOf('region_code', 'region').notNull(),
    storeSize: varchar('store_size', { length: 1 }),
    adhesionPercent: percentage('adhesion_percent'),
    productCompliancePercent: percentage('product_compliance_percent'),
    minimumDiscountPercent: percentage('minimum_discount_percent'),
    potentialDiscountPercent: percentage('potential_discount_percent'),
    annualValue: money('annual_value'),
    contractStatus: varchar('contract_status', { length: 30 }),
    ...auditColumns(),
  },
  (table) => [
    unique('lever_recommendations_key')
      .on(
        table.leverId,
        table.subregionCode,
        table.cvaCode,
        table.ppaProductCode,
        table.salesOrg,
        table.commodityCode,
        table.packCategoryCode,
        table.budgetTypeCode,
        table.productsGroupCode,
        table.brandCode,
        table.regionCode,
        table.storeSize,
      )
      .nullsNotDistinct(),
    index('lever_recommendations_commodity_region_idx').on(table.commodityCode, table.regionCode),
    check(
      'lever_recommendations_basis_check',
      sql`${table.calculationBasis} is null or ${table.calculationBasis} in (${listed(CALCULATION_BASES)})`,
    ),
    check(
      'lever_recommendations_store_size_check',
      sql`${table.storeSize} is null or ${table.storeSize} in (${listed(STORE_SIZES)})`,
    ),
    check(
      'lever_recommendations_contract_status_check',
      sql`${table.contractStatus} is null or ${table.contractStatus} in (${listed(CONTRACT_STATUSES)})`,
    ),
  ],
);

/** Audited products, one per product code, region, commodity and validity start. */
export const auditedProducts = pgTable(
  'audited_products',
  {
    id: serial('id').primaryKey(),
    productCode: varchar('product_code', { length: 20 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    ean: varchar('ean', { length: 14 }),
    categoryCode: codeOf('category_code', 'category'),
    regionCode: codeOf('region_code', 'region').notNull(),
    commodityCode: codeOf('commodity_code', 'commodity').notNull(),
    validityStart: date('validity_start', { mode: 'string' }).notNull(),
    validityEnd: date('validity_end', { mode: 'string' }),
    ...auditColumns(),
  },
  (table) => [
    unique('audited_products_key').on(
      table.productCode,
      table.regionCode,
      table.commodityCode,
      table.validityStart,
    ),
    check(
      'audited_products_validity_check',
      sql`${table.validityEnd} is null or ${table.validityEnd} >= ${table.validityStart}`,
    ),
  ],
);
