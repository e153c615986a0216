import type { TPayerConfigurationSearch } from '@trade-terms/domain/ascertainment-payer-configuration';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { agreementLeverPayersSql } from '../agreements/agreement-read-models';
import { ascertainmentPayerParts } from './ascertainment-payers-table';
import { visibleFrom } from './ascertainment-reads-repository';
import { ascertainmentLines } from './ascertainment-table';

/**
 * The SQL of the SAP payer configuration list: the visible ascertainments under the list's
 * filters whose lines' levers name more than one payer, each with what it pays (the lines'
 * to-pay summed, as the split's target), its saved split summed and the state between the two.
 */

export interface PayerConfigurationRecord {
  id: number;
  agreementId: number;
  agreementDescription: string;
  holding: string;
  holdingName: string | null;
  channels: string[];
  commodity: string;
  periodCode: string;
  periodYear: number;
  status: string;
  version: number;
  payerCount: number;
  finalValue: string | null;
  toPay: string;
  distributed: string | null;
  difference: string | null;
  state: string;
}

const codes = (values: readonly string[]) => sql`${sql.param([...values])}::varchar[]`;

/** One row per candidate with its values; `x` the visible ascertainment, `v` values, `p` payers, `s` split. */
function candidatesFrom(search: TPayerConfigurationSearch, restrictions: TRestrictions): SQL {
  const states = search.states?.length ? sql`and s.state = any(${codes(search.states)})` : sql``;
  return sql`from (select a.id, a.agreement_id, a.commodity_code, a.period_code, a.period_year, a.status,
        a.version, ag."description", ag."holding", ag."holdingName", ag."channels"
      ${visibleFrom(restrictions, search)}) x
    join lateral (select count(distinct payer.code)::int as payers
      from ${ascertainmentLines} pl
      join ${agreementLeverPayersSql()} lp on lp."agreementLeverId" = pl.agreement_lever_id
      cross join unnest(lp."payers") as payer(code)
      where pl.ascertainment_id = x.id) p on p.payers > 1
    join lateral (select sum(l.final_value) as final, coalesce(sum(l.to_pay), 0)::numeric(18, 2) as to_pay
      from ${ascertainmentLines} l where l.ascertainment_id = x.id) v on true
    join lateral (select q.total, case when q.total is null then 'NOT_CONFIGURED'
          when q.total = v.to_pay then 'EQUAL' when q.total < v.to_pay then 'BELOW' else 'ABOVE' end as state
      from (select sum(pp.value) as total from ${ascertainmentPayerParts} pp
        where pp.ascertainment_id = x.id) q) s on true
    where true ${states}`;
}

const ORDER: Record<TPayerConfigurationSearch['sortBy'], (d: SQL) => SQL> = {
  id: (d) => sql`x.id ${d}`,
  economicGroup: (d) => sql`x."holdingName" ${d}, x.id ${d}`,
  commodity: (d) => sql`x.commodity_code ${d}, x.id ${d}`,
  toPay: (d) => sql`v.to_pay ${d}, x.id ${d}`,
  difference: (d) => sql`(v.to_pay - s.total) ${d} nulls last, x.id ${d}`,
};

/** A page of the list and how many rows the filters match. */
export async function payerConfigurationPage(
  db: Db,
  search: TPayerConfigurationSearch,
  restrictions: TRestrictions,
): Promise<{ rows: PayerConfigurationRecord[]; total: number }> {
  const from = candidatesFrom(search, restrictions);
  const direction = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [counted]] = await Promise.all([
    rowsOf<PayerConfigurationRecord>(
      db,
      sql`select x.id, x.agreement_id as "agreementId", x."description" as "agreementDescription", x."holding",
        x."holdingName", array_to_json(x."channels") as "channels", x.commodity_code as "commodity",
        x.period_code as "periodCode", x.period_year as "periodYear", x.status, x.version,
        p.payers as "payerCount", v.final::text as "finalValue", v.to_pay::text as "toPay",
        s.total::text as "distributed", (v.to_pay - s.total)::text as "difference", s.state
      ${from}
      order by ${ORDER[search.sortBy](direction)}
      limit ${search.pageSize} offset ${pageOffset(search)}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${from}`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
