import { CALCULATION_BASES, type CalculationBasis } from '@trade-terms/domain/levers';
import {
  PERCENTAGE_CONTRACT_STATUSES,
  type PercentageContractStatus,
} from '@trade-terms/domain/percentage-contracts';
import { sql } from 'drizzle-orm';
import {
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
 * A percentage-value contract: a percentage of one SAP customer's purchases on a calculation
 * basis, every month of its validity (competences, first days), paid to a SAP payer from a budget
 * type of a business unit.
 */
export const percentageContracts = pgTable(
  'percentage_contracts',
  {
    id: serial('id').primaryKey(),
    customerCode: varchar('customer_code', { length: 40 })
      .notNull()
      .references(() => registerTables.customer.code, byCode),
    budgetTypeCode: varchar('budget_type_code', { length: 40 })
      .notNull()
      .references(() => registerTables.budgetType.code, byCode),
    /**
     * The business unit the money belongs to (payments group by it and the budget map is kept per
     * unit). Required on every save; null only on contracts saved before it was asked.
     */
    commodityCode: varchar('commodity_code', { length: 40 }).references(
      () => registerTables.commodity.code,
      byCode,
    ),
    percentage: numeric('percentage', { precision: 9, scale: 4 }).notNull(),
    basis: varchar('basis', { length: 20 }).$type<CalculationBasis>().notNull(),
    validityStart: date('validity_start', { mode: 'string' }).notNull(),
    validityEnd: date('validity_end', { mode: 'string' }).notNull(),
    payerCode: varchar('payer_code', { length: 40 })
      .notNull()
      .references(() => registerTables.customer.code, byCode),
    description: varchar('description', { length: 500 }).notNull(),
    status: varchar('status', { length: 15 }).$type<PercentageContractStatus>().notNull(),
    approvalRequestId: integer('approval_request_id'),
    /** Why it was last disapproved or canceled. */
    justification: varchar('justification', { length: 500 }),
    ...auditColumns(),
  },
  (table) => [
    index('percentage_contracts_status_idx').on(table.status, table.id),
    index('percentage_contracts_customer_idx').on(table.customerCode),
    check(
      'percentage_contracts_status_check',
      sql`${table.status} in (${listed(PERCENTAGE_CONTRACT_STATUSES)})`,
    ),
    check('percentage_contracts_basis_check', sql`${table.basis} in (${listed(CALCULATION_BASES)})`),
    check(
      'percentage_contracts_percentage_check',
      sql`${table.percentage} > 0 and ${table.percentage} <= 100`,
    ),
    check('percentage_contracts_validity_check', sql`${table.validityEnd} >= ${table.validityStart}`),
  ],
);

/**
 * One ascertained month of a contract: the customer's purchases on the basis in that competence
 * (from sell-in), the percentage in force and the value. Once per contract and competence; the
 * count and digest of the sell-in rows summed tell a refresh whether anything changed.
 */
export const percentageAscertainments = pgTable(
  'percentage_ascertainments',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => percentageContracts.id),
    competence: date('competence', { mode: 'string' }).notNull(),
    basis: varchar('basis', { length: 20 }).$type<CalculationBasis>().notNull(),
    percentage: numeric('percentage', { precision: 9, scale: 4 }).notNull(),
    base: numeric('base').notNull(),
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
    rows: integer('rows').notNull(),
    digest: varchar('digest', { length: 32 }).notNull(),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('percentage_ascertainments_key').on(table.contractId, table.competence),
    index('percentage_ascertainments_competence_idx').on(table.competence),
    check('percentage_ascertainments_value_check', sql`${table.value} >= 0`),
  ],
);
