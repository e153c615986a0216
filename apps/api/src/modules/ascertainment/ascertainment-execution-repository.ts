import { AGREEMENT_STATUSES } from '@trade-terms/domain/agreements';
import type { TExecutionRow, TExecutionSearch } from '@trade-terms/domain/ascertainment-execution';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { agreementLeverValuesSql } from '../agreements/agreement-read-models';
import { leverCatalogueSql } from '../levers/lever-read-models';
import { visibleFrom } from './ascertainment-reads-repository';
import { ascertainmentLines } from './ascertainment-table';

/**
 * The lever lines of the visible ascertainments under the filters, with the agreement lever's
 * contract values (any agreement status: an ascertained agreement may have been closed since)
 * and the lever's name, by agreement, commodity and lever position; paged in SQL. Decimals as
 * numeric text: exact.
 */
export async function executionRows(
  db: Db,
  search: Omit<TExecutionSearch, 'pageSize'> & { pageSize: number },
  restrictions: TRestrictions,
): Promise<{ rows: TExecutionRow[]; total: number }> {
  const from = sql`from ${ascertainmentLines} l
    join (select a.id, a.agreement_id, a.commodity_code, a.period_end, a.status,
        ag."description", ag."holding", ag."channels"
      ${visibleFrom(restrictions, search)}) x on x.id = l.ascertainment_id`;
  const direction = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [counted]] = await Promise.all([
    rowsOf<TExecutionRow>(
      db,
      sql`select l.id as "lineId", x.id as "ascertainmentId", x.agreement_id as "agreementId",
          x."description" as "agreementDescription", x."holding" as "economicGroup",
          array_to_json(x."channels") as "channels", x.commodity_code as "commodity",
          to_char(x.period_end, 'MM/YYYY') as "competence", x.status, l.lever_id as "leverId",
          coalesce(lv."name", '') as "leverName", l.funds_type as "fundsType",
          l.calculation_model as "calculationModel", l.calculation_basis as "calculationBasis", l.origin,
          v."goal"::text as "goal", v."discountPercent"::text as "discountPercent",
          l.achievement_percent::text as "achievementPercent", l.rate_percent::text as "ratePercent",
          l.accurate_value::text as "achievementValue", l.status as "lineStatus"
        ${from}
        left join ${agreementLeverValuesSql(AGREEMENT_STATUSES)} v on v."agreementLeverId" = l.agreement_lever_id
        left join ${leverCatalogueSql()} lv on lv."id" = l.lever_id
        order by x.agreement_id ${direction}, x.commodity_code, x.period_end, l.position, l.id
        limit ${search.pageSize} offset ${pageOffset(search)}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${from}`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
