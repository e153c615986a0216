import type { ActpmFigures, TActpmReportFilters } from '@trade-terms/domain/actpm';
import { competenceTextToIsoDate } from '@trade-terms/domain/competence';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { registerRowsSql } from '../master-data/register-read-models';
import { actpmRows } from './actpm-table';

export type ActpmRecord = typeof actpmRows.$inferSelect;
export type ActpmRowRead = ActpmRecord & { budgetTypeName: string | null };

/** The rows the caller's channels and commodities let through (rows carry no region). */
function visibleRows(restrictions: TRestrictions): SQL | undefined {
  return restrictionCondition(restrictions, [
    { dimension: 'canais', column: actpmRows.channelCode },
    { dimension: 'commodities', column: actpmRows.commodityCode },
  ]);
}

/** The active budget types whose ACTPM code is filled, by code. */
export async function actpmBudgetTypes(db: Db): Promise<Map<string, { name: string; actpmCode: string }>> {
  const rows = await rowsOf<{ code: string; name: string; actpmCode: string }>(
    db,
    sql`select bt."code", bt."name", trim(bt."actpmCode") as "actpmCode"
      from ${registerRowsSql('budgetType', ['actpmCode'])} bt
      where bt."active" and coalesce(trim(bt."actpmCode"), '') <> ''`,
  );
  return new Map(rows.map((row) => [row.code, { name: row.name, actpmCode: row.actpmCode }]));
}

const ORDER = [
  asc(actpmRows.competence),
  asc(actpmRows.budgetTypeCode),
  asc(actpmRows.commodityCode),
  asc(actpmRows.channelCode),
];

const budgetTypeNames = sql`${registerRowsSql('budgetType')}`;
const withName = {
  row: actpmRows,
  budgetTypeName: sql<
    string | null
  >`(select bt."name" from ${budgetTypeNames} bt where bt."code" = ${actpmRows.budgetTypeCode})`,
};

const readOf = ({
  row,
  budgetTypeName,
}: {
  row: ActpmRecord;
  budgetTypeName: string | null;
}): ActpmRowRead => ({
  ...row,
  budgetTypeName,
});

/** A competence's rows the caller sees, optionally locked for a change. */
export async function periodRows(
  db: Db,
  isoDate: string,
  restrictions: TRestrictions,
  options: { lock?: boolean } = {},
): Promise<ActpmRowRead[]> {
  const query = db
    .select(withName)
    .from(actpmRows)
    .where(and(eq(actpmRows.competence, isoDate), visibleRows(restrictions)))
    .orderBy(...ORDER);
  const rows = options.lock ? await query.for('update', { of: actpmRows }) : await query;
  return rows.map(readOf);
}

const figuresOf = (figures: ActpmFigures) => ({
  budget: figures.budget,
  reserved: figures.reserved,
  consumed: figures.consumed,
  paid: figures.paid,
  ascertained: figures.ascertained,
  balance: figures.balance,
});

/** A new ascertained row, or null when another ascertainment made the key meanwhile. */
export async function insertRow(
  db: Db,
  row: { isoDate: string; actpmCode: string | null; figures: ActpmFigures; userId: number; at: Date },
): Promise<ActpmRecord | null> {
  const [inserted] = await db
    .insert(actpmRows)
    .values({
      competence: row.isoDate,
      budgetTypeCode: row.figures.budgetType,
      actpmCode: row.actpmCode,
      commodityCode: row.figures.commodity,
      channelCode: row.figures.channel,
      ...figuresOf(row.figures),
      status: 'APURADO',
      ascertainedAt: row.at,
      createdBy: row.userId,
      updatedBy: row.userId,
    })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/** New figures for an ascertained (never an approved) row. */
export async function refreshRow(
  db: Db,
  id: number,
  change: { actpmCode: string | null; figures: ActpmFigures; userId: number; at: Date },
): Promise<ActpmRecord | null> {
  const [updated] = await db
    .update(actpmRows)
    .set({
      actpmCode: change.actpmCode,
      ...figuresOf(change.figures),
      ascertainedAt: change.at,
      updatedAt: change.at,
      updatedBy: change.userId,
      version: sql`${actpmRows.version} + 1`,
    })
    .where(and(eq(actpmRows.id, id), eq(actpmRows.status, 'APURADO')))
    .returning();
  return updated ?? null;
}

export async function approveRow(db: Db, id: number, userId: number, at: Date): Promise<ActpmRecord | null> {
  const [updated] = await db
    .update(actpmRows)
    .set({
      status: 'APROVADO',
      approvedAt: at,
      updatedAt: at,
      updatedBy: userId,
      version: sql`${actpmRows.version} + 1`,
    })
    .where(and(eq(actpmRows.id, id), eq(actpmRows.status, 'APURADO')))
    .returning();
  return updated ?? null;
}

function reportCondition(filters: TActpmReportFilters, restrictions: TRestrictions) {
  const from = competenceTextToIsoDate(filters.competenceFrom) as string;
  const to = competenceTextToIsoDate(filters.competenceTo) as string;
  const codes = (values: readonly string[]) => sql`${sql.param([...values])}::varchar[]`;
  return and(
    sql`${actpmRows.competence} between ${from} and ${to}`,
    filters.budgetTypes?.length
      ? sql`${actpmRows.budgetTypeCode} = any(${codes(filters.budgetTypes)})`
      : undefined,
    filters.commodities?.length
      ? sql`${actpmRows.commodityCode} = any(${codes(filters.commodities)})`
      : undefined,
    filters.statuses?.length ? sql`${actpmRows.status} = any(${codes(filters.statuses)})` : undefined,
    visibleRows(restrictions),
  );
}

/** The report's rows under the filters: a page (or all up to `limit`), the count and the totals. */
export async function reportRows(
  db: Db,
  filters: TActpmReportFilters,
  restrictions: TRestrictions,
  page: { offset: number; limit: number },
) {
  const condition = reportCondition(filters, restrictions);
  const rows = await db
    .select(withName)
    .from(actpmRows)
    .where(condition)
    .orderBy(...ORDER)
    .offset(page.offset)
    .limit(page.limit);
  const money = (column: SQL) => sql<string>`coalesce(sum(${column}), 0)::numeric(18,2)::text`;
  const [summary] = await db
    .select({
      total: sql<number>`count(*)::int`,
      budget: money(sql`${actpmRows.budget}`),
      paid: money(sql`${actpmRows.paid}`),
      ascertained: money(sql`${actpmRows.ascertained}`),
    })
    .from(actpmRows)
    .where(condition);
  return {
    rows: rows.map(readOf),
    total: summary?.total ?? 0,
    totals: {
      budget: summary?.budget ?? '0.00',
      paid: summary?.paid ?? '0.00',
      ascertained: summary?.ascertained ?? '0.00',
    },
  };
}
