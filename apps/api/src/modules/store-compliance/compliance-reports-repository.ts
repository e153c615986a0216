import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { COMPLIANCE_AGREEMENT_STATUSES, PERIOD_DEFINITIONS } from '@trade-terms/domain/store-compliance';
import type {
  TComplianceAbstractSearch,
  TComplianceDetailSearch,
} from '@trade-terms/domain/store-compliance-reports';
import { type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { agreementLeversSql } from '../agreements/agreement-read-models';
import {
  auditedProductsSql,
  recommendationScopesSql,
  storeComplianceLeversSql,
} from '../levers/lever-read-models';
import { registerRowsSql } from '../master-data/register-read-models';
import { targetExecutionAnswers } from './target-execution-table';

/**
 * The SQL of the store-compliance reports: the same rule as `storeCompliance` in
 * `packages/domain/src/store-compliance.ts`, computed in the database for every lever of an
 * agreement, period and store at once (a test compares the two on the demo data).
 */

/** The report's window and filters as the SQL takes them (ISO first days of months). */
export interface ComplianceQuery {
  from: string;
  to: string;
  channels?: readonly string[] | undefined;
  economicGroups?: readonly string[] | undefined;
  leverIds?: readonly number[] | undefined;
  /** The ascertainment's calculation reads the levers of given agreements. */
  agreementIds?: readonly number[] | undefined;
  regions?: readonly string[] | undefined;
  businessUnits?: readonly string[] | undefined;
  restrictions: TRestrictions;
}

const codes = (values: readonly string[]) => sql`${sql.param([...values])}::varchar[]`;

/** Every period of every periodicity, as a table of the query (constants of the domain). */
const PERIODS_TABLE = sql.raw(
  `(values ${PERIOD_DEFINITIONS.map(
    (period) => `('${period.periodicity}', '${period.code}', ${period.firstMonth}, ${period.lastMonth})`,
  ).join(', ')}) as pd(periodicity, code, first_month, last_month)`,
);

/**
 * The common part of both reports: the levers of the agreements in scope, their periods, their
 * stores with the counted yes/no answers of each period, and the threshold of each lever.
 */
function complianceBase(query: ComplianceQuery): SQL {
  const a = targetExecutionAnswers;
  const filters: SQL[] = [sql`true`];
  if (query.channels?.length) filters.push(sql`lv."channel" = any(${codes(query.channels)})`);
  if (query.economicGroups?.length) filters.push(sql`al."holding" = any(${codes(query.economicGroups)})`);
  if (query.leverIds?.length) filters.push(sql`al."leverId" = any(${sql.param([...query.leverIds])}::int[])`);
  if (query.agreementIds?.length)
    filters.push(sql`al."agreementId" = any(${sql.param([...query.agreementIds])}::int[])`);
  if (query.regions?.length) filters.push(sql`al."region" = any(${codes(query.regions)})`);
  if (query.businessUnits?.length) filters.push(sql`al."businessUnit" = any(${codes(query.businessUnits)})`);
  const fromYear = Number(query.from.slice(0, 4));
  const toYear = Number(query.to.slice(0, 4));
  return sql`
    with al as (
      select al.*, lv."name" as "leverName", lv."channel" as "channel", lv."periodicities" as "periodicities"
      from ${agreementLeversSql(query.restrictions, COMPLIANCE_AGREEMENT_STATUSES)} al
      join ${storeComplianceLeversSql()} lv on lv."id" = al."leverId"
      where ${sql.join(filters, sql` and `)}
    ),
    periods as (
      select al."agreementLeverId", pd.code, y.year::int as year,
        make_date(y.year, pd.first_month, 1) as first, make_date(y.year, pd.last_month, 1) as last
      from al
      cross join generate_series(${fromYear}::int, ${toYear}::int) as y(year)
      join ${PERIODS_TABLE} on pd.periodicity = any(al."periodicities")
      where make_date(y.year, pd.first_month, 1) <= ${query.to}::date
        and make_date(y.year, pd.last_month, 1) >= ${query.from}::date
        and make_date(y.year, pd.first_month, 1) <= al."validityEnd"
        and (make_date(y.year, pd.last_month, 1) + interval '1 month' - interval '1 day')::date >= al."validityStart"
    ),
    stores as (
      select s."id", s."code", s."name", s."active", s."customer", c."region"
      from ${registerRowsSql('customerPdv', ['customer', 'auditedStore'])} s
      left join ${registerRowsSql('customer', ['region'])} c on c."id" = s."customerId"
      where s."auditedStore"
    ),
    answers as (
      select ${a.storeId} as store_id, ${a.competence} as competence, ${a.compliant} as compliant,
        ${a.productId} as product_id, ${a.categoryId} as category_id,
        sku."code" as sku, sku."ppaProduct" as ppa, ppa."brand" as brand, brand."category" as product_category,
        pcat."commodity" as product_commodity, tcat."code" as category, tcat."commodity" as category_commodity
      from ${a}
      join ${registerRowsSql('goalExecutionQuestion', ['answerType'])} q
        on q."id" = ${a.questionId} and q."answerType" = 'SIM_NAO'
      left join ${registerRowsSql('targetExecutionProduct', ['sku'])} tep on tep."id" = ${a.productId}
      left join ${registerRowsSql('sku', ['ppaProduct'])} sku on sku."id" = tep."skuId"
      left join ${registerRowsSql('ppaProduct', ['brand'])} ppa on ppa."id" = sku."ppaProductId"
      left join ${registerRowsSql('brand', ['category'])} brand on brand."id" = ppa."brandId"
      left join ${registerRowsSql('category', ['commodity'])} pcat on pcat."id" = brand."categoryId"
      left join ${registerRowsSql('targetExecutionCategory', ['category'])} tec on tec."id" = ${a.categoryId}
      left join ${registerRowsSql('category', ['commodity'])} tcat on tcat."id" = tec."categoryId"
      where ${a.compliant} is not null
        and ${a.competence} between make_date(${fromYear}::int, 1, 1) and make_date(${toYear}::int, 12, 1)
    ),
    store_periods as (
      select p."agreementLeverId", p.code, p.year, p.first, p.last,
        st."id" as store_id, st."code" as store_code, st."name" as store_name, st."customer",
        count(x.store_id)::int as answers, (count(x.store_id) filter (where x.compliant))::int as yes
      from periods p
      join al on al."agreementLeverId" = p."agreementLeverId"
      join stores st on st."customer" = any(al."customers")
      left join answers x on x.store_id = st."id" and x.competence between p.first and p.last and (
        (x.product_id is null and x.category_id is null)
        or (x.product_id is not null
          and x.product_commodity = al."commodity"
          and (cardinality(al."categories") = 0 or x.product_category = any(al."categories"))
          and (cardinality(al."brands") = 0 or x.brand = any(al."brands"))
          and (cardinality(al."ppaProducts") = 0 or x.ppa = any(al."ppaProducts"))
          and (cardinality(al."skus") = 0 or x.sku = any(al."skus"))
          and exists (
            select 1 from ${auditedProductsSql()} ap
            where ap."productCode" = x.sku and ap."region" = st."region"
              and ap."validityStart" <= (x.competence + interval '1 month' - interval '1 day')::date
              and (ap."validityEnd" is null or ap."validityEnd" >= x.competence)))
        or (x.category_id is not null
          and x.category_commodity = al."commodity"
          and (cardinality(al."categories") = 0 or x.category = any(al."categories"))))
      group by p."agreementLeverId", p.code, p.year, p.first, p.last,
        st."id", st."code", st."name", st."customer", st."active"
      having st."active" or count(x.store_id) > 0
    ),
    recommended as (
      select al."agreementLeverId", max(sr."storeCompliancePercentage") as subregion_percent,
        max(pc."compliancePercentage") as pack_percent,
        array_agg(distinct r."subregion" order by r."subregion") filter (where r."subregion" is not null) as subregions
      from al
      join ${recommendationScopesSql()} r
        on r."leverId" = al."leverId" and r."region" = al."region" and r."commodity" = al."commodity"
      left join ${registerRowsSql('subregion', ['storeCompliancePercentage'])} sr on sr."code" = r."subregion"
      left join ${registerRowsSql('packCategory', ['compliancePercentage'])} pc on pc."code" = r."packCategory"
      group by al."agreementLeverId"
    ),
    lever_rows as (
      select al.*, g."name" as holding_name, rg."name" as region_name,
        coalesce(rec.subregions, array[]::varchar[]) as subregions,
        coalesce(al."thresholdPercent", rec.subregion_percent, rec.pack_percent) as threshold,
        case when al."thresholdPercent" is not null then 'AGREEMENT_LEVER'
          when rec.subregion_percent is not null then 'SUBREGION'
          when rec.pack_percent is not null then 'PACK_CATEGORY' end as threshold_source
      from al
      left join recommended rec on rec."agreementLeverId" = al."agreementLeverId"
      left join ${registerRowsSql('economicGroup')} g on g."code" = al."holding"
      left join ${registerRowsSql('region')} rg on rg."code" = al."region"
    )`;
}

/** The columns of a lever of an agreement both reports show. */
const LEVER_COLUMNS = sql`lv."agreementLeverId" as "agreementLeverId", lv."agreementId" as "agreementId",
  lv."description" as "agreementDescription", lv."holding" as "holdingCode", lv.holding_name as "holdingName",
  lv."leverId" as "leverId", lv."leverName" as "leverName", lv."channel" as "channel",
  lv."region" as "regionCode", lv.region_name as "regionName", lv.subregions as "subregions",
  lv."businessUnit" as "businessUnit"`;

export interface LeverColumns {
  agreementLeverId: number;
  agreementId: number;
  agreementDescription: string;
  holdingCode: string;
  holdingName: string | null;
  leverId: number;
  leverName: string;
  channel: string;
  regionCode: string | null;
  regionName: string | null;
  subregions: string[];
  businessUnit: string | null;
  code: string;
  year: number;
  first: string;
  last: string;
}

export interface DetailRow extends LeverColumns {
  storeCode: string;
  storeName: string;
  customer: string;
  answers: number;
  yes: number;
}

export interface AbstractRow extends LeverColumns {
  audited: number;
  compliant: number;
  compliancePercent: string | null;
  threshold: string | null;
  thresholdSource: string | null;
  reached: boolean | null;
}

const DETAIL_ORDER: Record<TComplianceDetailSearch['sortBy'], (direction: SQL) => SQL> = {
  agreement: (d) =>
    sql`lv."agreementId" ${d}, lv."leverName" ${d}, sp.first ${d}, sp.last ${d}, sp.store_code ${d}`,
  lever: (d) =>
    sql`lv."leverName" ${d}, lv."agreementId" ${d}, sp.first ${d}, sp.last ${d}, sp.store_code ${d}`,
  period: (d) =>
    sql`sp.first ${d}, sp.last ${d}, lv."agreementId" ${d}, lv."leverName" ${d}, sp.store_code ${d}`,
  store: (d) => sql`sp.store_code ${d}, lv."agreementId" ${d}, sp.first ${d}, sp.last ${d}`,
};

const ABSTRACT_ORDER: Record<TComplianceAbstractSearch['sortBy'], (direction: SQL) => SQL> = {
  agreement: (d) => sql`r."agreementId" ${d}, r."leverName" ${d}, r.first ${d}, r.last ${d}`,
  lever: (d) => sql`r."leverName" ${d}, r."agreementId" ${d}, r.first ${d}, r.last ${d}`,
  period: (d) => sql`r.first ${d}, r.last ${d}, r."agreementId" ${d}, r."leverName" ${d}`,
  compliancePercent: (d) =>
    sql`r.percent ${d} nulls last, r."agreementId" ${d}, r."leverName" ${d}, r.first ${d}, r.last ${d}`,
};

const directionOf = (direction: 'asc' | 'desc') => (direction === 'desc' ? sql`desc` : sql`asc`);

type Page = { limit: number; offset: number };

function detailSelect(query: ComplianceQuery, order: SQL, page: Page | null): SQL {
  return sql`${complianceBase(query)}
    select ${LEVER_COLUMNS}, sp.code as "code", sp.year as "year", sp.first::text as "first", sp.last::text as "last",
      sp.store_code as "storeCode", sp.store_name as "storeName", sp."customer" as "customer",
      sp.answers as "answers", sp.yes as "yes"
    from store_periods sp join lever_rows lv on lv."agreementLeverId" = sp."agreementLeverId"
    order by ${order}, lv."agreementLeverId"
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

function abstractSelect(query: ComplianceQuery, order: SQL, page: Page | null): SQL {
  return sql`${complianceBase(query)},
    counted as (
      select p."agreementLeverId", p.code, p.year, p.first, p.last,
        (count(sp.store_id) filter (where sp.answers > 0))::int as audited,
        (count(sp.store_id) filter (where sp.answers > 0 and sp.yes = sp.answers))::int as compliant
      from periods p
      left join store_periods sp on sp."agreementLeverId" = p."agreementLeverId" and sp.code = p.code and sp.year = p.year
      group by p."agreementLeverId", p.code, p.year, p.first, p.last
    ),
    report_rows as (
      select ${LEVER_COLUMNS}, c.code, c.year, c.first, c.last, c.audited, c.compliant,
        round(c.compliant::numeric * 100 / nullif(c.audited, 0), 4) as percent,
        lv.threshold, lv.threshold_source,
        case when c.audited = 0 or lv.threshold is null then null
          else c.compliant::numeric * 100 >= lv.threshold * c.audited end as reached
      from counted c join lever_rows lv on lv."agreementLeverId" = c."agreementLeverId"
    )
    select r."agreementLeverId", r."agreementId", r."agreementDescription", r."holdingCode", r."holdingName",
      r."leverId", r."leverName", r."channel", r."regionCode", r."regionName", r."subregions", r."businessUnit",
      r.code as "code", r.year as "year", r.first::text as "first", r.last::text as "last",
      r.audited as "audited", r.compliant as "compliant", r.percent::text as "compliancePercent",
      r.threshold::text as "threshold", r.threshold_source as "thresholdSource", r.reached as "reached"
    from report_rows r
    order by ${order}, r."agreementLeverId"
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

async function countOf(db: Db, select: SQL): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${select}) counted`,
  );
  return row?.total ?? 0;
}

/** A page of a report's rows and the number of them all. */
async function pageOfRows<T>(
  db: Db,
  select: (page: Page | null) => SQL,
  search: { page: number; pageSize: number },
) {
  const [rows, total] = await Promise.all([
    rowsOf<T>(db, select({ limit: search.pageSize, offset: pageOffset(search) })),
    countOf(db, select(null)),
  ]);
  return { rows, total };
}

/** A page of the detail report and the number of its rows. */
export function detailPage(db: Db, query: ComplianceQuery, search: TComplianceDetailSearch) {
  const order = DETAIL_ORDER[search.sortBy](directionOf(search.direction));
  return pageOfRows<DetailRow>(db, (page) => detailSelect(query, order, page), search);
}

/** The detail report's rows in the default order, at most `limit` (exports). */
export function detailRows(db: Db, query: ComplianceQuery, limit: number): Promise<DetailRow[]> {
  return rowsOf<DetailRow>(db, detailSelect(query, DETAIL_ORDER.agreement(sql`asc`), { limit, offset: 0 }));
}

/** A page of the summary report and the number of its rows. */
export function abstractPage(db: Db, query: ComplianceQuery, search: TComplianceAbstractSearch) {
  const order = ABSTRACT_ORDER[search.sortBy](directionOf(search.direction));
  return pageOfRows<AbstractRow>(db, (page) => abstractSelect(query, order, page), search);
}

/** The summary report's rows in the default order, at most `limit` (exports). */
export function abstractRows(db: Db, query: ComplianceQuery, limit: number): Promise<AbstractRow[]> {
  return rowsOf<AbstractRow>(
    db,
    abstractSelect(query, ABSTRACT_ORDER.agreement(sql`asc`), { limit, offset: 0 }),
  );
}

/** The catalogue's store-compliance levers within the caller's channels, by name. */
export function complianceLevers(db: Db, restrictions: TRestrictions) {
  const within = restrictionCondition(restrictions, [{ dimension: 'canais', column: sql`lv."channel"` }]);
  return rowsOf<{ id: number; name: string; channel: string }>(
    db,
    sql`select lv."id" as "id", lv."name" as "name", lv."channel" as "channel"
      from ${storeComplianceLeversSql()} lv where ${within ?? sql`true`} order by lv."name", lv."id"`,
  );
}
