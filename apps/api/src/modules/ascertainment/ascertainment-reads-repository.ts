import {
  ASCERTAINED_AGREEMENT_STATUSES,
  type AscertainmentTab,
  TAB_STATUS,
  type TAscertainmentFilters,
  type TAscertainmentSearch,
} from '@trade-terms/domain/ascertainment';
import { competenceTextToIsoDate } from '@trade-terms/domain/competence';
import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { agreementsWithinSql } from '../agreements/agreement-read-models';
import { leverCatalogueSql } from '../levers/lever-read-models';
import { registerRowsSql } from '../master-data/register-read-models';
import { visibleTo, visibleToAliased } from './ascertainment-repository';
import { SALES_SOURCES } from './ascertainment-sources';
import {
  ascertainmentClaims,
  ascertainmentLineInputs,
  ascertainmentLines,
  ascertainments,
} from './ascertainment-table';

/** The SQL of the ascertainment's lists, counts and reads: restrictions and filters in the query. */

const codes = (values: readonly string[]) => sql`${sql.param([...values])}::varchar[]`;

/** Whether an agreement the caller may see exists, and whether its levers are ascertained. */
export async function agreementOfCalculation(db: Db, agreementId: number, restrictions: TRestrictions) {
  const [row] = await rowsOf<{ status: string }>(
    db,
    sql`select v."status" from ${agreementsWithinSql(restrictions)} v where v."id" = ${agreementId}`,
  );
  if (!row) return null;
  return { ascertained: (ASCERTAINED_AGREEMENT_STATUSES as readonly string[]).includes(row.status) };
}

/** The filters of the list and counts, on `a` (ascertainments) and `ag` (the agreement). */
function filterConditions(filters: TAscertainmentFilters): SQL[] {
  const conditions: SQL[] = [];
  const month = filters.competence ? competenceTextToIsoDate(filters.competence) : null;
  if (month) conditions.push(sql`a.period_end = ${month}::date`);
  if (filters.commodities?.length)
    conditions.push(sql`a.commodity_code = any(${codes(filters.commodities)})`);
  if (filters.economicGroups?.length)
    conditions.push(sql`ag."holding" = any(${codes(filters.economicGroups)})`);
  if (filters.channels?.length) conditions.push(sql`ag."channels" && ${codes(filters.channels)}`);
  if (filters.signatureStatuses?.length)
    conditions.push(sql`ag."signatureStatus" = any(${codes(filters.signatureStatuses)})`);
  if (filters.fundsTypes?.length)
    conditions.push(sql`exists (select 1 from ${ascertainmentLines} fl
      where fl.ascertainment_id = a.id and fl.funds_type = any(${codes(filters.fundsTypes)}))`);
  if (filters.agreementId !== undefined) conditions.push(sql`a.agreement_id = ${filters.agreementId}`);
  return conditions;
}

/** Whether a row is in a tab; `today` (ISO) tells the overdue ones. */
function tabCondition(tab: AscertainmentTab, today: string): SQL {
  const status = TAB_STATUS[tab];
  if (status) return sql`a.status = ${status}`;
  if (tab === 'overdue') return sql`a.status <> 'APROVADA' and a.deadline < ${today}::date`;
  // Claims: the ascertainments that were claimed, whatever became of the claims.
  return sql`exists (select 1 from ${ascertainmentClaims} c where c.ascertainment_id = a.id)`;
}

/** The visible ascertainments with their agreement (`a`, `ag`) and line totals (`t`), under the filters. */
export function visibleFrom(
  restrictions: TRestrictions,
  filters: TAscertainmentFilters,
  totals = false,
): SQL {
  return sql`from ${ascertainments} a
    join ${agreementsWithinSql(restrictions)} ag on ag."id" = a.agreement_id ${totals ? TOTALS : sql``}
    where ${visibleToAliased(restrictions)} and ${sql.join([sql`true`, ...filterConditions(filters)], sql` and `)}`;
}

const ORDER: Record<TAscertainmentSearch['sortBy'], (d: SQL) => SQL> = {
  id: (d) => sql`a.id ${d}`,
  competence: (d) => sql`a.period_end ${d}, a.id ${d}`,
  economicGroup: (d) => sql`ag."holdingName" ${d}, a.id ${d}`,
  commodity: (d) => sql`a.commodity_code ${d}, a.id ${d}`,
  accurateValue: (d) => sql`t.accurate ${d} nulls last, a.id ${d}`,
  finalValue: (d) => sql`t.final ${d} nulls last, a.id ${d}`,
  toPay: (d) => sql`t.to_pay ${d} nulls last, a.id ${d}`,
  deadline: (d) => sql`a.deadline ${d}, a.id ${d}`,
};

export interface RowRecord {
  id: number;
  agreementId: number;
  agreementDescription: string;
  holding: string;
  holdingName: string | null;
  channels: string[];
  commodity: string;
  periodCode: string;
  periodYear: number;
  periodStart: string;
  periodEnd: string;
  signatureStatus: string;
  status: string;
  deadline: string;
  approvalRequestId: number | null;
  reprovalJustification: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  fundsTypes: string[] | null;
  inconsistentLines: number;
  accurate: string | null;
  validated: string | null;
  final: string | null;
  abatement: string | null;
  toPay: string | null;
}

const ROW_COLUMNS = sql`a.id, a.agreement_id as "agreementId", ag."description" as "agreementDescription",
  ag."holding", ag."holdingName", array_to_json(ag."channels") as "channels", a.commodity_code as "commodity",
  a.period_code as "periodCode", a.period_year as "periodYear", a.period_start::text as "periodStart",
  a.period_end::text as "periodEnd", ag."signatureStatus", a.status, a.deadline::text as "deadline",
  a.approval_request_id as "approvalRequestId", a.reproval_justification as "reprovalJustification", a.version,
  to_json(a.created_at) #>> '{}' as "createdAt", to_json(a.updated_at) #>> '{}' as "updatedAt",
  t.funds_types as "fundsTypes", t.inconsistent as "inconsistentLines", t.accurate::text as "accurate",
  t.validated::text as "validated", t.final::text as "final", t.abatement::text as "abatement",
  t.to_pay::text as "toPay"`;

const TOTALS = sql`left join lateral (
    select sum(l.accurate_value) as accurate, sum(l.validated_value) as validated, sum(l.final_value) as final,
      coalesce(sum(l.abatement), 0) as abatement, sum(l.to_pay) as to_pay,
      (count(*) filter (where l.status = 'SEM_DADOS'))::int as inconsistent,
      to_json(array_agg(distinct l.funds_type)) as funds_types
    from ${ascertainmentLines} l where l.ascertainment_id = a.id) t on true`;

/** A page of one tab and the tab's size. */
export async function searchRows(
  db: Db,
  search: TAscertainmentSearch,
  restrictions: TRestrictions,
  today: string,
): Promise<{ rows: RowRecord[]; total: number }> {
  const from = visibleFrom(restrictions, search);
  const inTab = tabCondition(search.tab, today);
  const direction = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [counted]] = await Promise.all([
    rowsOf<RowRecord>(
      db,
      sql`select ${ROW_COLUMNS} ${visibleFrom(restrictions, search, true)} and ${inTab}
        order by ${ORDER[search.sortBy](direction)}
        limit ${search.pageSize} offset ${pageOffset(search)}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${from} and ${inTab}`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** How many visible ascertainments each tab holds under the filters, in one statement. */
export async function countTabs(
  db: Db,
  filters: TAscertainmentFilters,
  restrictions: TRestrictions,
  tabs: readonly AscertainmentTab[],
  today: string,
): Promise<Record<AscertainmentTab, number>> {
  const columns = tabs.map(
    (tab) => sql`(count(*) filter (where ${tabCondition(tab, today)}))::int as ${sql.identifier(tab)}`,
  );
  const [row] = await rowsOf<Record<AscertainmentTab, number>>(
    db,
    sql`select ${sql.join(columns, sql`, `)} ${visibleFrom(restrictions, filters)}`,
  );
  return row as Record<AscertainmentTab, number>;
}

/** One visible ascertainment as a row; null outside the caller's restrictions. */
export async function findRow(db: Db, id: number, restrictions: TRestrictions): Promise<RowRecord | null> {
  const [row] = await rowsOf<RowRecord>(
    db,
    sql`select ${ROW_COLUMNS} ${visibleFrom(restrictions, {}, true)} and a.id = ${id}`,
  );
  return row ?? null;
}

/** The lever names of lines, by lever id. */
export async function leverNames(db: Db, leverIds: readonly number[]): Promise<Map<number, string>> {
  if (leverIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select l."id", l."name" from ${leverCatalogueSql()} l where l."id" = any(${sql.param([...leverIds])}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The ascertainment of a line the caller may see; null otherwise. */
export async function visibleLine(
  db: Db,
  lineId: number,
  restrictions: TRestrictions,
): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select a.id from ${ascertainmentLines} l join ${ascertainments} a on a.id = l.ascertainment_id
      where l.id = ${lineId} and ${visibleToAliased(restrictions)}`,
  );
  return row?.id ?? null;
}

export interface InputRowRecord {
  source: string;
  rowId: string;
  role: string;
  customerCode: string;
  customerName: string;
  skuCode: string;
  skuName: string;
  competence: string;
  volume: string;
  niv: string;
  gsv: string;
  grossRevenue: string;
}

/** The stored input rows of a line with their source's values, paged ("why this number"). */
export async function inputRowsPage(
  db: Db,
  search: {
    lineId: number;
    role?: string | undefined;
    page: number;
    pageSize: number;
    direction: 'asc' | 'desc';
  },
): Promise<{ rows: InputRowRecord[]; total: number }> {
  const i = ascertainmentLineInputs;
  const role = search.role ? sql`and i.role = ${search.role}` : sql``;
  const sources = Object.entries(SALES_SOURCES).map(
    ([source, rowsSql]) =>
      sql`select i.source, i.row_id, i.role, s."customerId", s."skuId", s."competence", s."volume", s."niv",
        s."gsv", s."grossRevenue"
      from ${i} i join ${rowsSql()} s on s."rowId" = i.row_id
      where i.line_id = ${search.lineId} and i.source = ${source} ${role}`,
  );
  const union = sql.join(sources, sql` union all `);
  const direction = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [counted]] = await Promise.all([
    rowsOf<InputRowRecord>(
      db,
      sql`select x.source, x.row_id as "rowId", x.role, c."code" as "customerCode", c."name" as "customerName",
        k."code" as "skuCode", k."name" as "skuName", x."competence"::text as "competence",
        x."volume"::text as "volume", x."niv"::text as "niv", x."gsv"::text as "gsv",
        x."grossRevenue"::text as "grossRevenue"
      from (${union}) x
      join ${registerRowsSql('customer')} c on c."id" = x."customerId"
      join ${registerRowsSql('sku')} k on k."id" = x."skuId"
      order by x.role, x."competence" ${direction}, c."code" ${direction}, k."code" ${direction}, x.row_id
      limit ${search.pageSize} offset ${pageOffset(search)}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from ${i} i where i.line_id = ${search.lineId} ${role}`,
    ),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The agreement's channel when it has one only: a flow for one channel applies to it alone. */
export async function singleChannelOf(db: Db, agreementId: number): Promise<string | null> {
  const [row] = await rowsOf<{ channels: string[] }>(
    db,
    sql`select array_to_json(v."channels") as "channels" from ${agreementsWithinSql(NO_RESTRICTIONS)} v
      where v."id" = ${agreementId}`,
  );
  return row?.channels.length === 1 ? (row.channels[0] ?? null) : null;
}

/**
 * The ascertainments of one competence (the month their period ends in) the caller may see,
 * added up in SQL over their lines: how many, and the accurate, final and to-pay sums. Counted
 * apart from the sums: a distinct count over the joined lines costs more than the sums.
 */
export async function monthTotalsRow(db: Db, competenceIso: string, restrictions: TRestrictions) {
  const money = (column: SQL) => sql<string>`coalesce(sum(${column}), 0)::numeric(18,2)::text`;
  const ofMonth = and(eq(ascertainments.periodEnd, competenceIso), visibleTo(restrictions));
  const [[counted], [summed]] = await Promise.all([
    db.select({ ascertainments: sql<number>`count(*)::int` }).from(ascertainments).where(ofMonth),
    db
      .select({
        accurate: money(sql`${ascertainmentLines.accurateValue}`),
        final: money(sql`${ascertainmentLines.finalValue}`),
        toPay: money(sql`${ascertainmentLines.toPay}`),
      })
      .from(ascertainments)
      .innerJoin(ascertainmentLines, eq(ascertainmentLines.ascertainmentId, ascertainments.id))
      .where(ofMonth),
  ]);
  return {
    ascertainments: counted?.ascertainments ?? 0,
    accurate: summed?.accurate ?? '0.00',
    final: summed?.final ?? '0.00',
    toPay: summed?.toPay ?? '0.00',
  };
}
