import type { FundsType } from '@trade-terms/domain/agreements';
import { ASCERTAINED_AGREEMENT_STATUSES } from '@trade-terms/domain/ascertainment';
import type { AscertainmentOrigin } from '@trade-terms/domain/ascertainment-calculation';
import type { CalculationBasis, CalculationModel, Periodicity } from '@trade-terms/domain/levers';
import type { TRestrictions } from '@trade-terms/domain/session';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { agreementLeverValuesSql, agreementsWithinSql } from '../agreements/agreement-read-models';
import { basisColumnSql } from '../calculation-data/sales-read-models';
import { leverCatalogueSql } from '../levers/lever-read-models';
import { registerRowsSql } from '../master-data/register-read-models';
import { SALES_SOURCES, type SalesSource } from './ascertainment-sources';
import { ascertainmentLineInputs } from './ascertainment-table';

/**
 * The period's input rows of a lever, summed in SQL: the rows of the source for the lever's SAP
 * customers, product scope (SKU → PPA → brand → category → business unit, as store compliance
 * reads it) and months, never read row by row into the server.
 */

/** The product scope and customers of an agreement lever (codes; an empty list does not narrow). */
export interface LeverScope {
  customers: readonly string[];
  commodity: string;
  categories: readonly string[];
  brands: readonly string[];
  ppaProducts: readonly string[];
  skus: readonly string[];
}

const codes = (values: readonly string[]) => sql`${sql.param([...values])}::varchar[]`;
const narrows = (column: SQL, values: readonly string[]) =>
  values.length === 0 ? sql`true` : sql`${column} = any(${codes(values)})`;

/** Every SKU with the codes of its PPA, brand, category and business unit. */
function productChainSql(): SQL {
  return sql`(select sku."id", sku."code" as sku, sku."ppaProduct" as ppa, ppa."brand" as brand,
      brand."category" as category, cat."commodity" as commodity
    from ${registerRowsSql('sku', ['ppaProduct'])} sku
    left join ${registerRowsSql('ppaProduct', ['brand'])} ppa on ppa."id" = sku."ppaProductId"
    left join ${registerRowsSql('brand', ['category'])} brand on brand."id" = ppa."brandId"
    left join ${registerRowsSql('category', ['commodity'])} cat on cat."id" = brand."categoryId")`;
}

/**
 * The rows of a source in a lever's scope and months (first days, ISO): `row_id` and `amount`,
 * the lever's basis. The customers are matched by code through the customer register, so the
 * source's index on its customer and competence does the narrowing.
 */
export function scopedRowsSql(
  source: SalesSource,
  basis: CalculationBasis,
  scope: LeverScope,
  first: string,
  last: string,
): SQL {
  const rows = SALES_SOURCES[source];
  return sql`select s."rowId" as row_id, ${basisColumnSql(basis, 's')} as amount
    from ${rows()} s
    join ${registerRowsSql('customer')} c on c."id" = s."customerId"
    join ${productChainSql()} p on p."id" = s."skuId"
    where c."code" = any(${codes(scope.customers)})
      and s."competence" between ${first}::date and ${last}::date
      and p.commodity = ${scope.commodity}
      and ${narrows(sql`p.category`, scope.categories)}
      and ${narrows(sql`p.brand`, scope.brands)}
      and ${narrows(sql`p.ppa`, scope.ppaProducts)}
      and ${narrows(sql`p.sku`, scope.skus)}`;
}

export interface InputSum {
  /** The exact sum, as text ("1080000.00"). */
  total: string;
  rows: number;
  /** A digest of the ids summed, in order: the same rows give the same digest. */
  digest: string;
}

/** Sums the scoped rows in one statement: total, count and the digest of their ids. */
export async function sumScopedRows(db: Db, scoped: SQL): Promise<InputSum> {
  const [row] = await rowsOf<{ total: string; rows: number; digest: string }>(
    db,
    sql`select coalesce(sum(x.amount), 0)::text as total, count(*)::int as rows,
      md5(coalesce(string_agg(x.row_id::text, ',' order by x.row_id), '')) as digest
      from (${scoped}) x`,
  );
  return row ?? { total: '0', rows: 0, digest: '' };
}

/**
 * Replaces a line's input rows of one role with the scoped rows, by one INSERT … SELECT. A line
 * just inserted (`fresh`) holds none: the delete is skipped, one statement less per role.
 */
export async function storeScopedRows(
  db: Db,
  lineId: number,
  role: 'BASE' | 'GROWTH_BASE',
  source: SalesSource,
  scoped: SQL | null,
  fresh = false,
): Promise<void> {
  const t = ascertainmentLineInputs;
  if (!fresh) await db.execute(sql`delete from ${t} where ${t.lineId} = ${lineId} and ${t.role} = ${role}`);
  if (!scoped) return;
  await db.execute(sql`insert into ${t} (line_id, role, source, row_id)
    select ${lineId}::int, ${role}, ${source}, x.row_id from (${scoped}) x`);
}

/** A lever of an approved (or closed) agreement as the calculation reads it. */
export interface LeverToAscertain extends LeverScope {
  agreementLeverId: number;
  agreementId: number;
  position: number;
  leverId: number;
  leverName: string;
  periodicities: Periodicity[];
  needsEvidence: boolean;
  calculationModel: CalculationModel;
  ascertainmentOrigin: AscertainmentOrigin;
  calculationBasis: CalculationBasis | null;
  fundsType: FundsType;
  discountPercent: string | null;
  goal: string | null;
  minimumPercent: string | null;
  minimumDiscountPercent: string | null;
  potentialDiscountPercent: string | null;
  growthPercent: string | null;
  thresholdPercent: string | null;
  fixedValue: string | null;
  events: { description: string; competence: string; value: string }[];
  validityStart: string;
  validityEnd: string;
}

/**
 * The levers of the approved or closed agreements the caller may see (one agreement, or all),
 * in the agreement's order. Arrays travel as JSON so both databases answer them alike.
 */
export function leversToAscertain(
  db: Db,
  restrictions: TRestrictions,
  agreementId?: number,
): Promise<LeverToAscertain[]> {
  const only = agreementId === undefined ? sql`true` : sql`al."agreementId" = ${agreementId}`;
  return rowsOf<LeverToAscertain>(
    db,
    sql`select al."agreementLeverId", al."agreementId", al."position", al."leverId", lv."name" as "leverName",
      array_to_json(lv."periodicities") as "periodicities", lv."needsEvidence", lv."calculationModel",
      lv."ascertainmentOrigin", lv."calculationBasis", al."fundsType",
      al."discountPercent"::text as "discountPercent", al."goal"::text as "goal",
      al."minimumPercent"::text as "minimumPercent", al."minimumDiscountPercent"::text as "minimumDiscountPercent",
      al."potentialDiscountPercent"::text as "potentialDiscountPercent", al."growthPercent"::text as "growthPercent",
      al."thresholdPercent"::text as "thresholdPercent", al."fixedValue"::text as "fixedValue",
      al."commodity", array_to_json(al."categories") as "categories", array_to_json(al."brands") as "brands",
      array_to_json(al."ppaProducts") as "ppaProducts", array_to_json(al."skus") as "skus",
      array_to_json(al."customers") as "customers", al."events", al."validityStart", al."validityEnd"
    from ${agreementLeverValuesSql(ASCERTAINED_AGREEMENT_STATUSES)} al
    join ${leverCatalogueSql()} lv on lv."id" = al."leverId"
    where ${only} and al."agreementId" in (select v."id" from ${agreementsWithinSql(restrictions)} v)
    order by al."agreementId", al."position", al."agreementLeverId"`,
  );
}
