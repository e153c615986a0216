import type { TAscertainmentOnSearch } from '@trade-terms/domain/ascertainment-on';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { sapOnStatesSql } from '../agreements/agreement-read-models';
import { REPORT_COLUMNS, type ReportRecord, reportFrom, rowsOf } from './ascertainment-report-repository';

/** The SQL of the ON screen: the details report's lines, ON only, of one competence, with SAP's state. */

export interface OnRecord extends ReportRecord {
  version: number;
  abatementJustification: string | null;
  sapState: string;
  sapConditionNumber: string | null;
}

function onFrom(search: TAscertainmentOnSearch, restrictions: TRestrictions): SQL {
  const { sapStates, competence, ...filters } = search;
  const state = sql`coalesce(s."state", 'PENDENTE')`;
  return reportFrom(
    { ...filters, competenceFrom: competence, competenceTo: competence, fundsTypes: ['ON'] },
    restrictions,
    {
      join: sql`left join ${sapOnStatesSql()} s on s."agreementId" = a.agreement_id and s."leverId" = l.lever_id`,
      conditions: sapStates?.length ? [sql`${state} = any(${sql.param([...sapStates])}::varchar[])`] : [],
    },
  );
}

/** A page of ON lines (by agreement, period and lever position) and how many the filters match. */
export async function onPage(
  db: Db,
  search: TAscertainmentOnSearch,
  restrictions: TRestrictions,
): Promise<{ rows: OnRecord[]; total: number }> {
  const from = onFrom(search, restrictions);
  const direction = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [counted]] = await Promise.all([
    rowsOf<OnRecord>(
      db,
      sql`select ${REPORT_COLUMNS}, a.version, l.abatement_justification as "abatementJustification",
        coalesce(s."state", 'PENDENTE') as "sapState", s."conditionNumber" as "sapConditionNumber" ${from}
        order by a.agreement_id ${direction}, a.id ${direction}, l.position ${direction}
        limit ${search.pageSize} offset ${pageOffset(search)}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${from}`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
