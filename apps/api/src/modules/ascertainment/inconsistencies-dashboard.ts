import { ASCERTAINED_AGREEMENT_STATUSES } from '@trade-terms/domain/ascertainment';
import {
  DASHBOARD_KINDS,
  type DashboardKind,
  FINDING_CODES,
  FINDING_MESSAGES,
  type FindingCode,
  type TInconsistencyRow,
  type TInconsistencySearch,
} from '@trade-terms/domain/ascertainment-reconciliation';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { agreementLeverValuesSql } from '../agreements/agreement-read-models';
import { changedPeriodsSql } from '../calculation-data/calculation-data-service';
import { leverCatalogueSql } from '../levers/lever-read-models';
import { registerRowsSql } from '../master-data/register-read-models';
import { visibleFrom } from './ascertainment-reads-repository';
import { ascertainmentLines } from './ascertainment-table';
import { ascertainmentReconciliations, reconciliationFindings } from './reconciliation-table';

/**
 * `/inconsistencies-dashboard`: the reconciliation findings, the lever lines' inconsistencies and
 * the sell-in recalculation warnings of the ascertainments the caller may see, in one statement
 * (restrictions and filters in the query), paged, with the count of each kind under the filters.
 */

/** Every entry of the visible ascertainments: `kind`, `message` (a key), `detail`, `overridden`. */
function entriesSql(restrictions: TRestrictions, search: TInconsistencySearch): SQL {
  const f = reconciliationFindings;
  const r = ascertainmentReconciliations;
  return sql`with visible as (
      select a.id, a.agreement_id, a.commodity_code, a.period_start, a.period_end, a.status,
        ag."description", ag."holding", ag."holdingName" ${visibleFrom(restrictions, search)}
    ), entries as (
      select v.id as ascertainment_id, f.code as kind, f.code as message, f.detail,
        f.overridden_at is not null as overridden, f.id as ord
      from visible v join ${f} f on f.ascertainment_id = v.id
      union all
      select v.id, 'LINE_INCONSISTENCY', e.item ->> 'message',
        concat_ws(': ', lv."name", e.item ->> 'detail'), false, l.id
      from visible v join ${ascertainmentLines} l on l.ascertainment_id = v.id
      join ${leverCatalogueSql()} lv on lv."id" = l.lever_id
      cross join lateral jsonb_array_elements(l.inconsistencies) as e(item)
      union all
      select v.id, 'RECALCULATION', 'reconciliation.recalculate', to_json(ch.latest) #>> '{}', false, 0
      from visible v join ${r} r on r.ascertainment_id = v.id
      cross join lateral (
        select max(p."changedAt") as latest
        from ${agreementLeverValuesSql(ASCERTAINED_AGREEMENT_STATUSES)} al
        cross join lateral unnest(al."customers") as x(code)
        join ${registerRowsSql('customer')} c on c."code" = x.code
        join ${changedPeriodsSql()} p on p."customerId" = c."id"
        where al."agreementId" = v.agreement_id and al."commodity" = v.commodity_code
          and p."competence" between v.period_start and v.period_end and p."changedAt" > r.checked_at
      ) ch
      where ch.latest is not null
    )`;
}

interface EntryRecord {
  ascertainmentId: number;
  agreementId: number;
  agreementDescription: string;
  holding: string;
  holdingName: string | null;
  commodity: string;
  periodEnd: string;
  status: string;
  kind: DashboardKind;
  message: string;
  detail: string | null;
  overridden: boolean;
}

const messageOf = (entry: Pick<EntryRecord, 'kind' | 'message'>) =>
  (FINDING_CODES as readonly string[]).includes(entry.kind)
    ? FINDING_MESSAGES[entry.kind as FindingCode]
    : entry.message;

export async function searchInconsistencies(
  db: Db,
  search: TInconsistencySearch,
  restrictions: TRestrictions,
): Promise<{ items: TInconsistencyRow[]; total: number; counts: Record<DashboardKind, number> }> {
  const entries = entriesSql(restrictions, search);
  const kinds = search.kinds?.length ? search.kinds : null;
  const kindFilter = kinds ? sql`e.kind = any(${sql.param(kinds)}::varchar[])` : sql`true`;
  const direction = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const page = await rowsOf<EntryRecord>(
    db,
    sql`${entries}
    select e.ascertainment_id as "ascertainmentId", v.agreement_id as "agreementId",
      v."description" as "agreementDescription", v."holding", v."holdingName", v.commodity_code as "commodity",
      v.period_end::text as "periodEnd", v.status, e.kind, e.message, e.detail, e.overridden
    from entries e join visible v on v.id = e.ascertainment_id
    where ${kindFilter}
    order by v.period_end ${direction}, e.ascertainment_id ${direction}, e.kind, e.ord
    limit ${search.pageSize} offset ${pageOffset(search)}`,
  );
  const counted = await rowsOf<{ kind: DashboardKind; count: number }>(
    db,
    sql`${entries} select e.kind, count(*)::int as "count" from entries e group by e.kind`,
  );
  const counts = Object.fromEntries(DASHBOARD_KINDS.map((kind) => [kind, 0])) as Record<
    DashboardKind,
    number
  >;
  for (const row of counted) counts[row.kind] = Number(row.count);
  const listed: readonly DashboardKind[] = kinds ?? DASHBOARD_KINDS;
  const total = listed.reduce((sum: number, kind) => sum + counts[kind], 0);
  return {
    items: page.map((entry) => ({
      ascertainmentId: entry.ascertainmentId,
      agreementId: entry.agreementId,
      agreementDescription: entry.agreementDescription,
      economicGroup: entry.holdingName ? `${entry.holding} - ${entry.holdingName}` : entry.holding,
      commodity: entry.commodity,
      competence: isoDateToCompetenceText(entry.periodEnd),
      status: entry.status,
      kind: entry.kind,
      message: messageOf(entry),
      detail: entry.detail,
      overridden: entry.overridden,
    })),
    total,
    counts,
  };
}
