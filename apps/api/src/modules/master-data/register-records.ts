import type { RegisterDeclaration, RegisterKey, TReferenceLabel } from '@trade-terms/domain/registers';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import {
  findRowsByCodes,
  idsByCodes,
  type RegisterRow,
  type RowValues,
  referenceLabels,
  type UpsertedRow,
  upsertRows,
} from './register-repository';
import { type RegisterTable, tableOf } from './register-tables';

/**
 * What other modules may ask of the registers (the ERP integrations write master data through
 * these). The register tables stay behind this file: a caller names a register, never a table.
 */
export type { RegisterRow, UpsertedRow };

/** A field's column of a register table. */
function fieldColumn(table: RegisterTable, name: string): PgColumn {
  const column = (table as unknown as Record<string, PgColumn | undefined>)[name];
  if (!column) throw new Error(`register table has no column ${name}`);
  return column;
}

/** Ids of a register's records, by code (unknown codes are absent). */
export function recordIdsByCodes(
  db: Db,
  key: RegisterKey,
  codes: readonly string[],
): Promise<Map<string, number>> {
  return idsByCodes(db, tableOf(key), codes);
}

/** Code and name of a register's records, by id. */
export function recordLabels(
  db: Db,
  key: RegisterKey,
  ids: readonly number[],
): Promise<Map<number, TReferenceLabel>> {
  return referenceLabels(db, tableOf(key), ids);
}

/** Whole records by id (unknown ids are absent), for another module's checks of what it points at. */
export async function recordsByIds(
  db: Db,
  key: RegisterKey,
  ids: readonly number[],
): Promise<Map<number, RegisterRow>> {
  if (ids.length === 0) return new Map();
  const table = tableOf(key);
  const rows = (await db
    .select()
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]))) as RegisterRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whole records by code; `lock` holds them until the transaction ends. */
export function recordsByCodes(
  db: Db,
  register: RegisterDeclaration,
  codes: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, RegisterRow>> {
  return findRowsByCodes(db, register, codes, options);
}

/**
 * Writes records whose values the caller has resolved and checked, by code, in batched statements:
 * new codes are inserted, existing ones updated only when a value differs. Answers the rows
 * inserted or changed, as stored; the caller audits them.
 */
export function upsertRecords(
  db: Db,
  register: RegisterDeclaration,
  rows: readonly RowValues[],
  actorId: number | null,
): Promise<UpsertedRow[]> {
  return upsertRows(db, register, rows, actorId);
}

/** The brand of each of these PPA products. */
export async function ppaProductBrands(db: Db, ppaIds: readonly number[]): Promise<Map<number, number>> {
  if (ppaIds.length === 0) return new Map();
  const ppa = tableOf('ppaProduct');
  const found = await db
    .select({ id: ppa.id, brand: fieldColumn(ppa, 'brand') })
    .from(ppa)
    .where(inArray(ppa.id, [...new Set(ppaIds)]));
  return new Map(found.map((item) => [item.id as number, item.brand as number]));
}

/** An active PPA product's code with the codes of its brand and of the brand's category. */
export async function ppaProductLineage(
  db: Db,
  ppaProductId: number,
): Promise<{ code: string; brand: string; category: string } | null> {
  const ppa = tableOf('ppaProduct');
  const brands = tableOf('brand');
  const categories = tableOf('category');
  const [picked] = await db
    .select({ code: ppa.code, brand: brands.code, category: categories.code })
    .from(ppa)
    .innerJoin(brands, eq(brands.id, fieldColumn(ppa, 'brand')))
    .innerJoin(categories, eq(categories.id, fieldColumn(brands, 'category')))
    .where(and(eq(ppa.id, ppaProductId), eq(ppa.active, true)));
  return picked
    ? { code: String(picked.code), brand: String(picked.brand), category: String(picked.category) }
    : null;
}

/**
 * The ids of the SKUs of a business unit (SKU → PPA product → brand → category → commodity), as
 * a subquery another module's query can filter on without reading the register tables.
 */
export function skuIdsOfCommodity(db: Db, commodityId: number) {
  const skus = tableOf('sku');
  const ppa = tableOf('ppaProduct');
  const brands = tableOf('brand');
  const categories = tableOf('category');
  return db
    .select({ id: skus.id })
    .from(skus)
    .innerJoin(ppa, eq(ppa.id, fieldColumn(skus, 'ppaProduct')))
    .innerJoin(brands, eq(brands.id, fieldColumn(ppa, 'brand')))
    .innerJoin(categories, eq(categories.id, fieldColumn(brands, 'category')))
    .where(eq(fieldColumn(categories, 'commodity'), commodityId));
}

/** A holding's SAP customer, as an agreement picks it. */
export interface HoldingCustomer {
  code: string;
  name: string;
  active: boolean;
  sapPayer: boolean;
}

/** The customers of an economic group (by the group's code), by code. */
export async function customersOfEconomicGroup(
  db: Db,
  economicGroupCode: string,
): Promise<HoldingCustomer[]> {
  const customers = tableOf('customer');
  const groups = tableOf('economicGroup');
  const rows = await db
    .select({
      code: customers.code,
      name: customers.name,
      active: customers.active,
      sapPayer: fieldColumn(customers, 'sapPayer'),
    })
    .from(customers)
    .innerJoin(groups, eq(groups.id, fieldColumn(customers, 'economicGroup')))
    .where(eq(groups.code, economicGroupCode))
    .orderBy(customers.code);
  return rows.map((row) => ({
    code: String(row.code),
    name: String(row.name),
    active: Boolean(row.active),
    sapPayer: row.sapPayer === true,
  }));
}

/**
 * The economic groups a CNPJ root (its first 8 digits) names: the group's own CNPJ base, or the
 * CNPJ of one of its customers.
 */
export async function economicGroupCodesOfCnpjRoot(db: Db, root: string): Promise<string[]> {
  const customers = tableOf('customer');
  const groups = tableOf('economicGroup');
  const rows = await db
    .selectDistinct({ code: groups.code })
    .from(groups)
    .leftJoin(customers, eq(fieldColumn(customers, 'economicGroup'), groups.id))
    .where(
      or(
        eq(fieldColumn(groups, 'cnpjBase'), root),
        sql`regexp_replace(${fieldColumn(customers, 'cnpj')}, '[^0-9]', '', 'g') like ${`${root}%`}`,
      ),
    );
  return rows.map((row) => String(row.code));
}

/** A SAP customer's region and CVA (codes) and the sizes of its active PDV stores. */
export interface CustomerSegmentation {
  code: string;
  region: string | null;
  cva: string | null;
  storeSizes: string[];
}

/** The region, CVA and store sizes of these customers (by code; unknown codes are absent). */
export async function customerSegmentation(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, CustomerSegmentation>> {
  if (codes.length === 0) return new Map();
  const customers = tableOf('customer');
  const regions = tableOf('region');
  const cvas = tableOf('cva');
  const stores = tableOf('customerPdv');
  const storeSize = fieldColumn(stores, 'storeSize');
  const rows = await db
    .select({
      code: customers.code,
      region: regions.code,
      cva: cvas.code,
      storeSizes: sql<
        string[] | null
      >`array_agg(distinct ${storeSize}) filter (where ${stores.active} and ${storeSize} is not null)`,
    })
    .from(customers)
    .leftJoin(regions, eq(regions.id, fieldColumn(customers, 'region')))
    .leftJoin(cvas, eq(cvas.id, fieldColumn(customers, 'cva')))
    .leftJoin(stores, eq(fieldColumn(stores, 'customer'), customers.id))
    .where(inArray(customers.code, [...new Set(codes)]))
    .groupBy(customers.code, regions.code, cvas.code);
  return new Map(
    rows.map((row) => [
      String(row.code),
      {
        code: String(row.code),
        region: row.region === null ? null : String(row.region),
        cva: row.cva === null ? null : String(row.cva),
        storeSizes: [...(row.storeSizes ?? [])].sort(),
      },
    ]),
  );
}

/** The category (code) of each of these pack categories that has one, by pack category code. */
export async function packCategoryCategories(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const packs = tableOf('packCategory');
  const categories = tableOf('category');
  const rows = await db
    .select({ code: packs.code, category: categories.code })
    .from(packs)
    .innerJoin(categories, eq(categories.id, fieldColumn(packs, 'category')))
    .where(inArray(packs.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [String(row.code), String(row.category)]));
}
