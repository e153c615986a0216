import type {
  TAuditedProduct,
  TAuditedProductFields,
  TAuditedProductFilters,
} from '@trade-terms/domain/audited-products';
import { formatBrDate, parseBrDate } from '@trade-terms/domain/dates';
import type {
  TRecommendation,
  TRecommendationFields,
  TRecommendationFilters,
} from '@trade-terms/domain/lever-recommendations';
import { pageOffset, type TPageRequest } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/text-search';
import type { VersionedRecords } from '../../platform/db/versioned-save';
import { auditedProducts, leverRecommendations } from './lever-sheets-table';
import { levers } from './levers-table';

const r = leverRecommendations;
const p = auditedProducts;

// ---------------------------------------------------------------------------------------------
// Recommendation rows

const recommendationColumns = {
  id: r.id,
  version: r.version,
  leverId: r.leverId,
  leverName: levers.name,
  channel: levers.channelCode,
  subregion: r.subregionCode,
  cva: r.cvaCode,
  ppaProduct: r.ppaProductCode,
  salesOrg: r.salesOrg,
  commodity: r.commodityCode,
  packCategory: r.packCategoryCode,
  goal: r.goal,
  goalDescription: r.goalDescription,
  mandatoryMembership: r.mandatoryMembership,
  calculationBasis: r.calculationBasis,
  storeCompliancePercent: r.storeCompliancePercent,
  discountPercent: r.discountPercent,
  recommended: r.recommended,
  budgetType: r.budgetTypeCode,
  growthBase: r.growthBase,
  productsGroup: r.productsGroupCode,
  brand: r.brandCode,
  region: r.regionCode,
  storeSize: r.storeSize,
  adhesionPercent: r.adhesionPercent,
  productCompliancePercent: r.productCompliancePercent,
  minimumDiscountPercent: r.minimumDiscountPercent,
  potentialDiscountPercent: r.potentialDiscountPercent,
  annualValue: r.annualValue,
  contractStatus: r.contractStatus,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};

type Stamped<T> = Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };
type RecommendationRow = Stamped<
  Omit<TRecommendation, 'calculationBasis' | 'storeSize' | 'contractStatus'> & {
    calculationBasis: string | null;
    storeSize: string | null;
    contractStatus: string | null;
  }
>;

function recommendationOf(row: RecommendationRow): TRecommendation {
  return {
    ...row,
    calculationBasis: row.calculationBasis as TRecommendation['calculationBasis'],
    storeSize: row.storeSize as TRecommendation['storeSize'],
    contractStatus: row.contractStatus as TRecommendation['contractStatus'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The caller's restrictions, in SQL: the row's commodity and region, and its lever's channel (the
 * levers table is joined in every query of the rows).
 */
function recommendationsWithin(restrictions: TRestrictions): SQL | undefined {
  return restrictionCondition(restrictions, [
    { dimension: 'canais', column: levers.channelCode },
    { dimension: 'commodities', column: r.commodityCode },
    { dimension: 'regioes', column: r.regionCode },
  ]);
}

function recommendationFilters(filters: TRecommendationFilters, restrictions: TRestrictions) {
  return and(
    recommendationsWithin(restrictions),
    filters.leverId ? eq(r.leverId, filters.leverId) : undefined,
    filters.channel ? eq(levers.channelCode, filters.channel) : undefined,
    filters.commodity ? eq(r.commodityCode, filters.commodity) : undefined,
    filters.region ? eq(r.regionCode, filters.region) : undefined,
  );
}

const RECOMMENDATION_SORT = {
  id: r.id,
  leverName: levers.name,
  commodity: r.commodityCode,
  region: r.regionCode,
  subregion: r.subregionCode,
};

const selectRecommendations = (db: Db) =>
  db.select(recommendationColumns).from(r).innerJoin(levers, eq(levers.id, r.leverId));

export async function searchRecommendations(
  db: Db,
  search: TRecommendationFilters & TPageRequest,
  restrictions: TRestrictions,
): Promise<{ rows: TRecommendation[]; total: number }> {
  const where = recommendationFilters(search, restrictions);
  const column = RECOMMENDATION_SORT[search.sortBy];
  const [rows, [total]] = await Promise.all([
    selectRecommendations(db)
      .where(where)
      .orderBy(search.direction === 'desc' ? desc(column) : asc(column), asc(r.id))
      .limit(search.pageSize)
      .offset(pageOffset(search)),
    db.select({ value: count() }).from(r).innerJoin(levers, eq(levers.id, r.leverId)).where(where),
  ]);
  return { rows: rows.map(recommendationOf), total: total?.value ?? 0 };
}

/** The rows matching the filters, a chunk at a time by id (exports). */
export async function* recommendationChunks(
  db: Db,
  filters: TRecommendationFilters,
  restrictions: TRestrictions,
): AsyncGenerator<TRecommendation[]> {
  let after = 0;
  for (;;) {
    const rows = await selectRecommendations(db)
      .where(and(recommendationFilters(filters, restrictions), gt(r.id, after)))
      .orderBy(asc(r.id))
      .limit(1000);
    if (rows.length === 0) return;
    yield rows.map(recommendationOf);
    after = rows[rows.length - 1]?.id ?? after;
  }
}

export async function findRecommendation(
  db: Db,
  id: number,
  restrictions?: TRestrictions,
): Promise<TRecommendation | null> {
  const [row] = await selectRecommendations(db).where(
    and(eq(r.id, id), restrictions ? recommendationsWithin(restrictions) : undefined),
  );
  return row ? recommendationOf(row) : null;
}

/**
 * The stored rows that may share a key with the given ones (same lever, commodity and region);
 * the caller matches the keys. `lock` holds them until the transaction ends.
 */
export async function recommendationCandidates(
  db: Db,
  rows: readonly TRecommendationFields[],
  options: { lock?: boolean } = {},
): Promise<TRecommendation[]> {
  if (rows.length === 0) return [];
  const query = selectRecommendations(db).where(
    and(
      inArray(r.leverId, [...new Set(rows.map((row) => row.leverId))]),
      inArray(r.commodityCode, [...new Set(rows.map((row) => row.commodity))]),
      inArray(r.regionCode, [...new Set(rows.map((row) => row.region))]),
    ),
  );
  const found = options.lock ? await query.for('update', { of: r }) : await query;
  return found.map(recommendationOf);
}

/**
 * The rows of these levers and business units in these regions, within the caller's
 * restrictions, for the agreements' divergences (which row applies to which lever is the
 * domain's rule, `recommendationApplies`).
 */
export async function recommendationsOfLevers(
  db: Db,
  scope: { leverIds: readonly number[]; commodities: readonly string[]; regions: readonly string[] },
  restrictions: TRestrictions,
): Promise<TRecommendation[]> {
  if (scope.leverIds.length === 0 || scope.commodities.length === 0 || scope.regions.length === 0) return [];
  const rows = await selectRecommendations(db)
    .where(
      and(
        recommendationsWithin(restrictions),
        inArray(r.leverId, [...new Set(scope.leverIds)]),
        inArray(r.commodityCode, [...new Set(scope.commodities)]),
        inArray(r.regionCode, [...new Set(scope.regions)]),
      ),
    )
    .orderBy(asc(r.id));
  return rows.map(recommendationOf);
}

/** Recommendation rows through the platform's versioned save: wire values in, the row out. */
export const recommendationRecords: VersionedRecords<
  typeof leverRecommendations,
  TRecommendationFields,
  TRecommendation
> = {
  table: leverRecommendations,
  columns: (row) => ({
    leverId: row.leverId,
    subregionCode: row.subregion,
    cvaCode: row.cva,
    ppaProductCode: row.ppaProduct,
    salesOrg: row.salesOrg,
    commodityCode: row.commodity,
    packCategoryCode: row.packCategory,
    goal: row.goal,
    goalDescription: row.goalDescription,
    mandatoryMembership: row.mandatoryMembership,
    calculationBasis: row.calculationBasis,
    storeCompliancePercent: row.storeCompliancePercent,
    discountPercent: row.discountPercent,
    recommended: row.recommended,
    budgetTypeCode: row.budgetType,
    growthBase: row.growthBase,
    productsGroupCode: row.productsGroup,
    brandCode: row.brand,
    regionCode: row.region,
    storeSize: row.storeSize,
    adhesionPercent: row.adhesionPercent,
    productCompliancePercent: row.productCompliancePercent,
    minimumDiscountPercent: row.minimumDiscountPercent,
    potentialDiscountPercent: row.potentialDiscountPercent,
    annualValue: row.annualValue,
    contractStatus: row.contractStatus,
  }),
  read: (db, id) => findRecommendation(db, id),
};

/** The levers named by rows: their name and channel, by id. */
export async function leversByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { id: number; name: string; channel: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: levers.id, name: levers.name, channel: levers.channelCode })
    .from(levers)
    .where(inArray(levers.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

// ---------------------------------------------------------------------------------------------
// Audited products

const productColumns = {
  id: p.id,
  version: p.version,
  productCode: p.productCode,
  description: p.description,
  ean: p.ean,
  category: p.categoryCode,
  region: p.regionCode,
  commodity: p.commodityCode,
  validityStart: p.validityStart,
  validityEnd: p.validityEnd,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
};

type ProductRow = Stamped<TAuditedProduct>;

function productOf(row: ProductRow): TAuditedProduct {
  return {
    ...row,
    validityStart: formatBrDate(row.validityStart),
    validityEnd: row.validityEnd ? formatBrDate(row.validityEnd) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function productsWithin(restrictions: TRestrictions): SQL | undefined {
  return restrictionCondition(restrictions, [
    { dimension: 'commodities', column: p.commodityCode },
    { dimension: 'regioes', column: p.regionCode },
  ]);
}

function productFilters(filters: TAuditedProductFilters, restrictions: TRestrictions) {
  return and(
    productsWithin(restrictions),
    filters.search
      ? sql`(lower(${p.productCode}) like lower(${containsPattern(filters.search)}) or lower(${p.description}) like lower(${containsPattern(filters.search)}))`
      : undefined,
    filters.commodity ? eq(p.commodityCode, filters.commodity) : undefined,
    filters.region ? eq(p.regionCode, filters.region) : undefined,
  );
}

const PRODUCT_SORT = {
  productCode: p.productCode,
  description: p.description,
  region: p.regionCode,
  commodity: p.commodityCode,
  validityStart: p.validityStart,
};

export async function searchAuditedProducts(
  db: Db,
  search: TAuditedProductFilters & TPageRequest,
  restrictions: TRestrictions,
): Promise<{ rows: TAuditedProduct[]; total: number }> {
  const where = productFilters(search, restrictions);
  const column = PRODUCT_SORT[search.sortBy];
  const [rows, [total]] = await Promise.all([
    db
      .select(productColumns)
      .from(p)
      .where(where)
      .orderBy(search.direction === 'desc' ? desc(column) : asc(column), asc(p.id))
      .limit(search.pageSize)
      .offset(pageOffset(search)),
    db.select({ value: count() }).from(p).where(where),
  ]);
  return { rows: rows.map(productOf), total: total?.value ?? 0 };
}

export async function* auditedProductChunks(
  db: Db,
  filters: TAuditedProductFilters,
  restrictions: TRestrictions,
): AsyncGenerator<TAuditedProduct[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select(productColumns)
      .from(p)
      .where(and(productFilters(filters, restrictions), gt(p.id, after)))
      .orderBy(asc(p.id))
      .limit(1000);
    if (rows.length === 0) return;
    yield rows.map(productOf);
    after = rows[rows.length - 1]?.id ?? after;
  }
}

export async function findAuditedProduct(
  db: Db,
  id: number,
  restrictions?: TRestrictions,
): Promise<TAuditedProduct | null> {
  const [row] = await db
    .select(productColumns)
    .from(p)
    .where(and(eq(p.id, id), restrictions ? productsWithin(restrictions) : undefined));
  return row ? productOf(row) : null;
}

/** Stored products with the codes of the given ones; the caller matches the whole keys. */
export async function auditedProductCandidates(
  db: Db,
  rows: readonly TAuditedProductFields[],
  options: { lock?: boolean } = {},
): Promise<TAuditedProduct[]> {
  if (rows.length === 0) return [];
  const query = db
    .select(productColumns)
    .from(p)
    .where(inArray(p.productCode, [...new Set(rows.map((row) => row.productCode))]));
  const found = options.lock ? await query.for('update') : await query;
  return found.map(productOf);
}

/** Dates arrive checked by the schema; one that cannot be read here is a bug. */
function isoDate(text: string): string {
  const date = parseBrDate(text);
  if (!date) throw new Error(`an unchecked date reached the audited products: ${text}`);
  return date;
}

export const auditedProductRecords: VersionedRecords<
  typeof auditedProducts,
  TAuditedProductFields,
  TAuditedProduct
> = {
  table: auditedProducts,
  columns: (product) => ({
    productCode: product.productCode,
    description: product.description,
    ean: product.ean,
    categoryCode: product.category,
    regionCode: product.region,
    commodityCode: product.commodity,
    validityStart: isoDate(product.validityStart),
    validityEnd: product.validityEnd ? isoDate(product.validityEnd) : null,
  }),
  read: (db, id) => findAuditedProduct(db, id),
};
