import { REGISTER_LIST } from '@trade-terms/domain/register-declarations';
import {
  DECIMAL_PRECISION,
  DECIMAL_SCALE,
  type FieldDeclaration,
  type RegisterDeclaration,
  type RegisterKey,
} from '@trade-terms/domain/registers';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';

/**
 * The register engine's tables: one per declaration, built from its fields. Reference fields
 * are real foreign keys; codes are unique; `active` is the deactivation flag (records in use
 * are deactivated, never deleted).
 */
export const TABLE_NAMES: Record<RegisterKey, string> = {
  category: 'categories',
  customer: 'customers',
  productsGroup: 'product_groups',
  impulseItem: 'impulse_items',
  brand: 'brands',
  microregion: 'microregions',
  internalOrder: 'internal_orders',
  innovationProduct: 'innovation_products',
  budgetType: 'budget_types',
  commodity: 'commodities',
  sku: 'skus',
  segment: 'segments',
  subregion: 'subregions',
  ppaProduct: 'ppa_products',
  goalExecutionQuestion: 'goal_execution_questions',
  targetExecutionCategory: 'target_execution_categories',
  targetExecutionProduct: 'target_execution_products',
  customerPdv: 'pdv_customers',
  cva: 'cvas',
  channel: 'channels',
  region: 'regions',
  economicGroup: 'economic_groups',
  packCategory: 'pack_categories',
  categoryPercentage: 'category_percentages',
  tacticType: 'tactic_types',
};

/** The columns every register table has; its fields' columns are reached by field name. */
type BaseColumns = Record<
  'id' | 'code' | 'name' | 'active' | 'version' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy',
  PgColumn
>;

export type RegisterTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BaseColumns & Record<string, PgColumn>;
  dialect: 'pg';
}>;

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The column name of a field: snake case, `_id` for references. */
export function columnName(field: FieldDeclaration): string {
  return field.type === 'reference' ? `${snake(field.name)}_id` : snake(field.name);
}

const tables = {} as Record<RegisterKey, RegisterTable>;

function columnOf(field: FieldDeclaration): PgColumnBuilderBase {
  const name = columnName(field);
  const build = (): PgColumnBuilderBase => {
    switch (field.type) {
      case 'text':
      case 'enum':
        return varchar(name, { length: field.maxLength ?? 40 });
      case 'integer':
        return integer(name);
      case 'money':
      case 'percentage':
      case 'quantity':
        return numeric(name, { precision: DECIMAL_PRECISION[field.type], scale: DECIMAL_SCALE[field.type] });
      case 'date':
      case 'competence':
        return date(name, { mode: 'string' });
      case 'boolean':
        return boolean(name).notNull().default(false);
      case 'reference': {
        const target = field.references;
        if (!target) throw new Error(`reference field ${field.name} names no register`);
        return integer(name).references((): AnyPgColumn => tableOf(target).id as AnyPgColumn);
      }
    }
  };
  const column = build() as PgColumnBuilderBase & { notNull(): PgColumnBuilderBase };
  return field.required && field.type !== 'boolean' ? column.notNull() : column;
}

function buildTable(register: RegisterDeclaration): RegisterTable {
  const name = TABLE_NAMES[register.key];
  const columns: Record<string, PgColumnBuilderBase> = { id: serial('id').primaryKey() };
  for (const field of register.fields) columns[field.name] = columnOf(field);
  columns.active = boolean('active').notNull().default(true);
  Object.assign(columns, auditColumns());
  const table = pgTable(name, columns, (t) => {
    const columnsOf = t as unknown as Record<string, PgColumn>;
    const indexes = [];
    for (const field of register.fields) {
      const column = columnsOf[field.name];
      if (!column) continue;
      if (field.unique) indexes.push(uniqueIndex(`${name}_${columnName(field)}_key`).on(column));
      else if (field.type === 'reference') indexes.push(index(`${name}_${columnName(field)}_idx`).on(column));
      // The list's text search (code, name) and its text filters match `lower(column) LIKE
      // '%…%'` (searchedText): trigram indexes on that expression keep them from reading the whole
      // table. An index on the bare column would also answer `code IN (…)`, and the planner picks
      // it over the unique index for the imports' lookups by code, thousands of times slower.
      if (field.type === 'text' && (field.name === 'code' || field.name === 'name' || field.filter)) {
        indexes.push(
          index(`${name}_${columnName(field)}_trgm_idx`).using('gin', sql`lower(${column}) gin_trgm_ops`),
        );
      }
    }
    return indexes;
  });
  return table as unknown as RegisterTable;
}

for (const register of REGISTER_LIST) tables[register.key] = buildTable(register);

export function tableOf(key: RegisterKey): RegisterTable {
  return tables[key];
}

export const registerTables: Readonly<Record<RegisterKey, RegisterTable>> = tables;
