import type {
  TAscertainmentReportFilters,
  TAscertainmentReportSearch,
} from '@trade-terms/domain/ascertainment-details-report';
import { competenceTextToIsoDate } from '@trade-terms/domain/competence';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { agreementsWithinSql } from '../agreements/agreement-read-models';
import { leverCatalogueSql } from '../levers/lever-read-models';
import { visibleToAliased } from './ascertainment-repository';
import { ascertainmentLines, ascertainments } from './ascertainment-table';

/**
 * The SQL of the ascertainment details report: lever lines (`l`) of the ascertainments (`a`) the
 * caller may see, with their agreement (`ag`) and catalogue lever (`lc`), under the filters.
 */

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const codes = (values: readonly string[]) => sql`${sql.param([...values])}::varchar[]`;

function filterConditions(filters: TAscertainmentReportFilters): SQL[] {
  const conditions: SQL[] = [sql`true`];
  const from = filters.competenceFrom ? competenceTextToIsoDate(filters.competenceFrom) : null;
  const to = filters.competenceTo ? competenceTextToIsoDate(filters.competenceTo) : null;
  if (from) conditions.push(sql`a.period_end >= ${from}::date`);
  if (to) conditions.push(sql`a.period_end <= ${to}::date`);
  if (filters.commodities?.length)
    conditions.push(sql`a.commodity_code = any(${codes(filters.commodities)})`);
  if (filters.economicGroups?.length)
    conditions.push(sql`ag."holding" = any(${codes(filters.economicGroups)})`);
  if (filters.channels?.length) conditions.push(sql`ag."channels" && ${codes(filters.channels)}`);
  if (filters.signatureStatuses?.length)
    conditions.push(sql`ag."signatureStatus" = any(${codes(filters.signatureStatuses)})`);
  if (filters.fundsTypes?.length) conditions.push(sql`l.funds_type = any(${codes(filters.fundsTypes)})`);
  if (filters.statuses?.length) conditions.push(sql`a.status = any(${codes(filters.statuses)})`);
  if (filters.agreementId !== undefined) conditions.push(sql`a.agreement_id = ${filters.agreementId}`);
  return conditions;
}

/** The lines under the filters; `more` adds joins and conditions (the ON screen's SAP state). */
export function reportFrom(
  filters: TAscertainmentReportFilters,
  restrictions: TRestrictions,
  more: { join: SQL; conditions: SQL[] } = { join: sql``, conditions: [] },
): SQL {
  return sql`from ${ascertainmentLines} l
    join ${ascertainments} a on a.id = l.ascertainment_id
    join ${agreementsWithinSql(restrictions)} ag on ag."id" = a.agreement_id
    join ${leverCatalogueSql()} lc on lc."id" = l.lever_id ${more.join}
    where ${visibleToAliased(restrictions)}
      and ${sql.join([...filterConditions(filters), ...more.conditions], sql` and `)}`;
}

const ORDER: Record<TAscertainmentReportSearch['sortBy'], (d: SQL) => SQL> = {
  competence: (d) => sql`a.period_end ${d}, a.id ${d}, l.position ${d}`,
  agreement: (d) => sql`a.agreement_id ${d}, a.period_end ${d}, a.id ${d}, l.position ${d}`,
  economicGroup: (d) => sql`ag."holdingName" ${d}, a.id ${d}, l.position ${d}`,
  commodity: (d) => sql`a.commodity_code ${d}, a.id ${d}, l.position ${d}`,
  lever: (d) => sql`lc."name" ${d}, l.id ${d}`,
  accurateValue: (d) => sql`l.accurate_value ${d} nulls last, l.id ${d}`,
  finalValue: (d) => sql`l.final_value ${d} nulls last, l.id ${d}`,
  toPay: (d) => sql`l.to_pay ${d} nulls last, l.id ${d}`,
  deadline: (d) => sql`a.deadline ${d}, a.id ${d}, l.position ${d}`,
};

export interface ReportRecord {
  lineId: number;
  ascertainmentId: number;
  agreementId: number;
  agreementDescription: string;
  holding: string;
  holdingName: string | null;
  channels: string[];
  commodity: string;
  periodCode: string;
  periodYear: number;
  periodEnd: string;
  status: string;
  lineStatus: string;
  lever: string;
  calculationModel: string;
  calculationBasis: string | null;
  origin: string;
  fundsType: string;
  achievementPercent: string | null;
  ratePercent: string | null;
  accurateValue: string | null;
  validatedValue: string | null;
  finalValue: string | null;
  abatement: string;
  toPay: string | null;
  deadline: string;
  signatureStatus: string;
}

export const REPORT_COLUMNS = sql`l.id as "lineId", a.id as "ascertainmentId", a.agreement_id as "agreementId",
  ag."description" as "agreementDescription", ag."holding", ag."holdingName",
  array_to_json(ag."channels") as "channels", a.commodity_code as "commodity", a.period_code as "periodCode",
  a.period_year as "periodYear", a.period_end::text as "periodEnd", a.status, l.status as "lineStatus",
  lc."name" as "lever", l.calculation_model as "calculationModel", l.calculation_basis as "calculationBasis",
  l.origin, l.funds_type as "fundsType", l.achievement_percent::text as "achievementPercent",
  l.rate_percent::text as "ratePercent", l.accurate_value::text as "accurateValue",
  l.validated_value::text as "validatedValue", l.final_value::text as "finalValue",
  l.abatement::text as "abatement", l.to_pay::text as "toPay", a.deadline::text as "deadline",
  ag."signatureStatus"`;

/** A page of the report and how many lines the filters match. */
export async function reportPage(
  db: Db,
  search: TAscertainmentReportSearch,
  restrictions: TRestrictions,
): Promise<{ rows: ReportRecord[]; total: number }> {
  const from = reportFrom(search, restrictions);
  const direction = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [counted]] = await Promise.all([
    rowsOf<ReportRecord>(
      db,
      sql`select ${REPORT_COLUMNS} ${from} order by ${ORDER[search.sortBy](direction)}
        limit ${search.pageSize} offset ${pageOffset(search)}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${from}`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** How many lines the filters match (the export's inline limit). */
export async function reportSize(
  db: Db,
  filters: TAscertainmentReportFilters,
  restrictions: TRestrictions,
): Promise<number> {
  const [counted] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total ${reportFrom(filters, restrictions)}`,
  );
  return counted?.total ?? 0;
}

/** The lines after `afterLineId` in line order, for an export written in chunks. */
export async function reportRowsAfter(
  db: Db,
  filters: TAscertainmentReportFilters,
  restrictions: TRestrictions,
  afterLineId: number,
  limit: number,
): Promise<ReportRecord[]> {
  return rowsOf<ReportRecord>(
    db,
    sql`select ${REPORT_COLUMNS} ${reportFrom(filters, restrictions)} and l.id > ${afterLineId}
      order by l.id limit ${limit}`,
  );
}
