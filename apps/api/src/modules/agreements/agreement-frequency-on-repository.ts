import type { TFrequencyOnFilters } from '@trade-terms/domain/frequency-on';
import type { Periodicity } from '@trade-terms/domain/levers';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { containsPattern } from '../../platform/db/text-search';
import { leverCatalogueSql } from '../levers/lever-read-models';
import { registerRowsSql } from '../master-data/register-read-models';
import { withinRestrictions } from './agreements-repository';
import { agreementLevers, agreements } from './agreements-table';

/**
 * The ON levers of the approved agreements the caller may see (the agreement's restrictions and
 * the lever's business unit within the caller's), not closed, of agreements valid on a day of
 * the year asked, with their catalogue lever's periodicities: what the ON frequency grid reads.
 */

export interface FrequencyOnRecord {
  agreementId: number;
  description: string;
  holding: string;
  holdingName: string | null;
  channels: string[];
  businessUnit: string;
  leverId: number;
  leverName: string;
  periodicities: Periodicity[];
  validityStart: string;
  validityEnd: string;
}

const codes = (values: readonly string[]) => sql`${sql.param([...values])}::varchar[]`;

function whereOf(filters: TFrequencyOnFilters, restrictions: TRestrictions): SQL {
  const a = agreements;
  const l = agreementLevers;
  const text = filters.search;
  const number = text && /^\d{1,9}$/.test(text) ? Number(text) : null;
  const conditions = [
    text
      ? sql`(lower(${a.description}) like lower(${containsPattern(text)})${number === null ? sql`` : sql` or ${a.id} = ${number}`})`
      : undefined,
    sql`${a.status} = 'APROVADO'`,
    sql`${l.fundsType} = 'ON'`,
    sql`${l.status} <> 'ENCERRADA'`,
    sql`${a.validityStart} <= ${`${filters.year}-12-31`}::date`,
    sql`${a.validityEnd} >= ${`${filters.year}-01-01`}::date`,
    withinRestrictions(restrictions),
    restrictionCondition(restrictions, [{ dimension: 'commodities', column: l.commodityCode }]),
    filters.economicGroups?.length
      ? sql`${a.economicGroupCode} = any(${codes(filters.economicGroups)})`
      : undefined,
    filters.channels?.length ? sql`${a.channels} && ${codes(filters.channels)}` : undefined,
    filters.businessUnits?.length
      ? sql`${l.commodityCode} = any(${codes(filters.businessUnits)})`
      : undefined,
    filters.periodicities?.length ? sql`lv."periodicities" && ${codes(filters.periodicities)}` : undefined,
  ];
  return and(...conditions) ?? sql`true`;
}

function selectOf(filters: TFrequencyOnFilters, restrictions: TRestrictions): SQL {
  const a = agreements;
  const l = agreementLevers;
  return sql`select ${a.id} as "agreementId", ${a.description} as "description",
      ${a.economicGroupCode} as "holding", g."name" as "holdingName", array_to_json(${a.channels}) as "channels",
      ${l.commodityCode} as "businessUnit", ${l.leverId} as "leverId", lv."name" as "leverName",
      array_to_json(lv."periodicities") as "periodicities", ${a.validityStart}::text as "validityStart",
      ${a.validityEnd}::text as "validityEnd"
    from ${l} join ${a} on ${a.id} = ${l.agreementId}
    join ${leverCatalogueSql()} lv on lv."id" = ${l.leverId}
    left join ${registerRowsSql('economicGroup')} g on g."code" = ${a.economicGroupCode}
    where ${whereOf(filters, restrictions)}`;
}

const ORDER = sql`order by "agreementId", "leverName", "leverId"`;

/** One page of levers by agreement and lever name, and how many the filters match. */
export async function frequencyOnPage(
  db: Db,
  search: TFrequencyOnFilters & { page: number; pageSize: number; direction: 'asc' | 'desc' },
  restrictions: TRestrictions,
): Promise<{ rows: FrequencyOnRecord[]; total: number }> {
  const select = selectOf(search, restrictions);
  const order =
    search.direction === 'desc' ? sql`order by "agreementId" desc, "leverName", "leverId"` : ORDER;
  const [rows, [counted]] = await Promise.all([
    rowsOf<FrequencyOnRecord>(
      db,
      sql`select * from (${select}) f ${order} limit ${search.pageSize} offset ${pageOffset(search)}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from (${select}) f`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every lever the filters match, up to `limit` (an export asks one more than it may write). */
export function frequencyOnRows(
  db: Db,
  filters: TFrequencyOnFilters,
  restrictions: TRestrictions,
  limit: number,
): Promise<FrequencyOnRecord[]> {
  return rowsOf<FrequencyOnRecord>(
    db,
    sql`select * from (${selectOf(filters, restrictions)}) f ${ORDER} limit ${limit}`,
  );
}
