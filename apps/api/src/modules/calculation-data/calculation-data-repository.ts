import type {
  CalcDataSource,
  TCalcDataFilters,
  TCalcDataRow,
  TCalcDataSearch,
  TCalcDataTotals,
} from '@trade-terms/domain/calculation-data';
import { competenceTextToIsoDate } from '@trade-terms/domain/competence';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { registerRowsSql } from '../master-data/register-read-models';
import { dms, sellIn, sellOut } from './calculation-data-tables';

const TABLES = { sellIn, sellOut, dms } as const;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The rows of a source with what they are filtered and restricted by: the customer (its holding,
 * channel and region), the SKU up its PPA, brand and category to the business unit, and for
 * sell-out and DMS the store (and DMS's distributor).
 */
function fromOf(source: CalcDataSource): SQL {
  const stores =
    source === 'sellIn'
      ? sql`left join (select null::integer as "id", null::text as "code", null::text as "name") st on false`
      : sql`join ${registerRowsSql('customerPdv')} st on st."id" = r.store_id`;
  const distributors =
    source === 'dms'
      ? sql`join ${registerRowsSql('customer')} d on d."id" = r.distributor_id`
      : sql`left join (select null::text as "code", null::text as "name") d on false`;
  return sql`from ${TABLES[source]} r
    join ${registerRowsSql('customer', ['economicGroup', 'channel', 'region'])} c on c."id" = r.customer_id
    join ${registerRowsSql('sku', ['ppaProduct'])} k on k."id" = r.sku_id
    left join ${registerRowsSql('ppaProduct', ['brand'])} ppa on ppa."id" = k."ppaProductId"
    left join ${registerRowsSql('brand', ['category'])} brand on brand."id" = ppa."brandId"
    left join ${registerRowsSql('category', ['commodity'])} cat on cat."id" = brand."categoryId"
    ${stores}
    ${distributors}`;
}

/**
 * The filters and the caller's restrictions (the customer's channel and region, the SKU's
 * business unit) as one condition.
 */
function whereOf(filters: TCalcDataFilters, restrictions: TRestrictions): SQL {
  const conditions: SQL[] = [
    sql`r.competence between ${competenceTextToIsoDate(filters.competenceFrom)}::date
      and ${competenceTextToIsoDate(filters.competenceTo)}::date`,
  ];
  const equal = (column: SQL, value: string | undefined) => {
    if (value) conditions.push(sql`upper(${column}) = ${value.toUpperCase()}`);
  };
  equal(sql`c."economicGroup"`, filters.economicGroup);
  equal(sql`c."code"`, filters.customer);
  equal(sql`c."channel"`, filters.channel);
  equal(sql`st."code"`, filters.store);
  equal(sql`d."code"`, filters.distributor);
  equal(sql`k."code"`, filters.sku);
  equal(sql`ppa."code"`, filters.ppaProduct);
  equal(sql`brand."code"`, filters.brand);
  equal(sql`cat."code"`, filters.category);
  equal(sql`cat."commodity"`, filters.commodity);
  const restricted = restrictionCondition(restrictions, [
    { dimension: 'canais', column: sql`c."channel"` },
    { dimension: 'regioes', column: sql`c."region"` },
    { dimension: 'commodities', column: sql`cat."commodity"` },
  ]);
  if (restricted) conditions.push(restricted);
  return sql.join(conditions, sql` and `);
}

const ROW_COLUMNS = sql`r.id::int as "id", to_char(r.competence, 'MM/YYYY') as "competence",
  c."code" as "customerCode", c."name" as "customerName", c."economicGroup", c."channel",
  st."code" as "storeCode", st."name" as "storeName", d."code" as "distributorCode", d."name" as "distributorName",
  k."code" as "skuCode", k."name" as "skuName", cat."commodity",
  r.volume::text as "volume", r.niv::text as "niv", r.gsv::text as "gsv", r.gross_revenue::text as "grossRevenue",
  r.updated_at as "updatedAt"`;

const SORTS: Record<TCalcDataSearch['sortBy'], SQL> = {
  competence: sql`r.competence`,
  customerCode: sql`c."code"`,
  storeCode: sql`st."code"`,
  skuCode: sql`k."code"`,
  volume: sql`r.volume`,
  niv: sql`r.niv`,
  gsv: sql`r.gsv`,
  grossRevenue: sql`r.gross_revenue`,
};

type StoredRow = Omit<TCalcDataRow, 'updatedAt'> & { updatedAt: Date | string };
const wireRow = (row: StoredRow): TCalcDataRow => ({
  ...row,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** A page of a source's rows, in the asked order (then by id, so pages never overlap). */
export async function searchRows(
  db: Db,
  source: CalcDataSource,
  search: TCalcDataSearch,
  restrictions: TRestrictions,
): Promise<TCalcDataRow[]> {
  const direction = sql.raw(search.direction === 'desc' ? 'desc' : 'asc');
  const rows = await rowsOf<StoredRow>(
    db,
    sql`select ${ROW_COLUMNS} ${fromOf(source)} where ${whereOf(search, restrictions)}
      order by ${SORTS[search.sortBy]} ${direction} nulls last, r.id ${direction}
      limit ${search.pageSize} offset ${pageOffset(search)}`,
  );
  return rows.map(wireRow);
}

/** The count and the exact sums of every filtered row, in one statement. */
export async function totalsOf(
  db: Db,
  source: CalcDataSource,
  filters: TCalcDataFilters,
  restrictions: TRestrictions,
): Promise<TCalcDataTotals> {
  const [totals] = await rowsOf<TCalcDataTotals>(
    db,
    sql`select count(*)::int as "rows",
        coalesce(sum(r.volume), 0)::numeric(38, 3)::text as "volume",
        coalesce(sum(r.niv), 0)::numeric(38, 2)::text as "niv",
        coalesce(sum(r.gsv), 0)::numeric(38, 2)::text as "gsv",
        coalesce(sum(r.gross_revenue), 0)::numeric(38, 2)::text as "grossRevenue"
      ${fromOf(source)} where ${whereOf(filters, restrictions)}`,
  );
  return totals as TCalcDataTotals;
}

/** The filtered rows in id order, `size` at a time after `afterId` (exports). */
export async function rowsAfter(
  db: Db,
  source: CalcDataSource,
  filters: TCalcDataFilters,
  restrictions: TRestrictions,
  afterId: number,
  size: number,
): Promise<TCalcDataRow[]> {
  const rows = await rowsOf<StoredRow>(
    db,
    sql`select ${ROW_COLUMNS} ${fromOf(source)}
      where r.id > ${afterId} and ${whereOf(filters, restrictions)} order by r.id limit ${size}`,
  );
  return rows.map(wireRow);
}
