import {
  type CashflowTab,
  type DetachedStatus,
  TAB_STATUS,
  type TCashflowFilters,
} from '@trade-terms/domain/cashflow';
import { competenceTextToIsoDate } from '@trade-terms/domain/competence';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { registerRowsSql } from '../master-data/register-read-models';
import { detachedAscertainmentEvidence, detachedAscertainments } from './cashflow-table';

export type DetachedRecord = typeof detachedAscertainments.$inferSelect;
export type DetachedChange = Partial<typeof detachedAscertainments.$inferInsert>;
export type EvidenceRecord = typeof detachedAscertainmentEvidence.$inferSelect;

/** A detached ascertainment keeps to the caller's channels, business units and regions. */
export function detachedVisibleTo(restrictions: TRestrictions, alias = 'd'): SQL {
  const column = (name: string) => sql.raw(`${alias}."${name}"`);
  return (
    restrictionCondition(restrictions, [
      { dimension: 'canais', column: column('channel_code') },
      { dimension: 'commodities', column: column('commodity_code') },
      { dimension: 'regioes', column: column('region_code') },
    ]) ?? sql`true`
  );
}

/** The list's and the cash flow's filters, on alias `d`. */
export function filtersSql(filters: TCashflowFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.competenceFrom)
    conditions.push(sql`d."competence" >= ${competenceTextToIsoDate(filters.competenceFrom)}::date`);
  if (filters.competenceTo)
    conditions.push(sql`d."competence" <= ${competenceTextToIsoDate(filters.competenceTo)}::date`);
  if (filters.customer) conditions.push(sql`d."customer_code" = ${filters.customer}`);
  if (filters.budgetType) conditions.push(sql`d."budget_type_code" = ${filters.budgetType}`);
  if (filters.status) conditions.push(sql`d."status" = ${filters.status}`);
  return sql.join(conditions, sql` and `);
}

export interface DetachedListRow {
  id: number;
  customer: string;
  customerName: string | null;
  payer: string;
  payerName: string | null;
  budgetType: string;
  budgetTypeName: string | null;
  commodity: string;
  channel: string | null;
  region: string | null;
  competence: string;
  value: string;
  status: DetachedStatus;
  version: number;
  createdAt: string;
  inPayment: string | null;
  paid: string | null;
  paymentNumber: string | null;
  paymentDate: string | null;
  paymentStatus: string | null;
  approvalRequestId: number | null;
}

function listFrom(paymentState: SQL, where: SQL): SQL {
  return sql`from ${detachedAscertainments} d
    left join ${registerRowsSql('customer')} c on c."code" = d."customer_code"
    left join ${registerRowsSql('customer')} p on p."code" = d."payer_code"
    left join ${registerRowsSql('budgetType')} b on b."code" = d."budget_type_code"
    left join ${paymentState} ps on ps."detached_id" = d."id"
    where ${where}`;
}

const LIST_COLUMNS = sql`d."id", d."customer_code" as "customer", c."name" as "customerName",
  d."payer_code" as "payer", p."name" as "payerName", d."budget_type_code" as "budgetType",
  b."name" as "budgetTypeName", d."commodity_code" as "commodity", d."channel_code" as "channel",
  d."region_code" as "region", d."competence"::text as "competence", d."value"::text as "value",
  d."status", d."version", d."created_at"::text as "createdAt", ps."in_payment"::text as "inPayment",
  ps."paid"::text as "paid", ps."payment_number" as "paymentNumber", ps."payment_date" as "paymentDate",
  ps."payment_status" as "paymentStatus", d."approval_request_id" as "approvalRequestId"`;

/** A tab's page under the filters, newest competence first. */
export async function detachedPage(
  db: Db,
  search: TCashflowFilters & { tab: CashflowTab; page: number; pageSize: number },
  restrictions: TRestrictions,
  paymentState: SQL,
): Promise<{ rows: DetachedListRow[]; total: number }> {
  const where = sql`${filtersSql(search)} and d."status" = ${TAB_STATUS[search.tab]} and ${detachedVisibleTo(restrictions)}`;
  const [rows, [count]] = await Promise.all([
    rowsOf<DetachedListRow>(
      db,
      sql`select ${LIST_COLUMNS} ${listFrom(paymentState, where)}
        order by d."competence" desc, d."id" desc
        limit ${search.pageSize} offset ${pageOffset(search)}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as "total" from ${detachedAscertainments} d where ${where}`,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One visible record as the list shows it. */
export async function detachedListRow(
  db: Db,
  id: number,
  restrictions: TRestrictions,
  paymentState: SQL,
): Promise<DetachedListRow | null> {
  const [row] = await rowsOf<DetachedListRow>(
    db,
    sql`select ${LIST_COLUMNS} ${listFrom(paymentState, sql`d."id" = ${id} and ${detachedVisibleTo(restrictions)}`)}`,
  );
  return row ?? null;
}

/** How many visible records each status holds under the filters (the status filter aside). */
export async function statusCounts(
  db: Db,
  filters: TCashflowFilters,
  restrictions: TRestrictions,
): Promise<Map<DetachedStatus, number>> {
  const rows = await rowsOf<{ status: DetachedStatus; total: number }>(
    db,
    sql`select d."status", count(*)::int as "total" from ${detachedAscertainments} d
      where ${filtersSql({ ...filters, status: undefined })} and ${detachedVisibleTo(restrictions)}
      group by d."status"`,
  );
  return new Map(rows.map((row) => [row.status, row.total]));
}

/** A visible record by id, optionally locked for a move. */
export async function findDetached(
  db: Db,
  id: number,
  restrictions: TRestrictions,
  options: { lock?: boolean } = {},
): Promise<DetachedRecord | null> {
  const query = db
    .select()
    .from(detachedAscertainments)
    .where(
      and(
        eq(detachedAscertainments.id, id),
        restrictionCondition(restrictions, [
          { dimension: 'canais', column: detachedAscertainments.channelCode },
          { dimension: 'commodities', column: detachedAscertainments.commodityCode },
          { dimension: 'regioes', column: detachedAscertainments.regionCode },
        ]),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertDetached(db: Db, values: typeof detachedAscertainments.$inferInsert) {
  const [row] = await db.insert(detachedAscertainments).values(values).returning();
  return row as DetachedRecord;
}

export async function updateDetached(db: Db, id: number, change: DetachedChange, actorId: number) {
  await db
    .update(detachedAscertainments)
    .set({
      ...change,
      updatedBy: actorId,
      updatedAt: new Date(),
      version: sql`${detachedAscertainments.version} + 1`,
    })
    .where(eq(detachedAscertainments.id, id));
}

export async function insertEvidence(db: Db, values: (typeof detachedAscertainmentEvidence.$inferInsert)[]) {
  if (values.length > 0) await db.insert(detachedAscertainmentEvidence).values(values);
}

export function evidenceOf(db: Db, detachedId: number): Promise<EvidenceRecord[]> {
  return db
    .select()
    .from(detachedAscertainmentEvidence)
    .where(eq(detachedAscertainmentEvidence.detachedId, detachedId))
    .orderBy(detachedAscertainmentEvidence.id);
}

export async function findEvidence(db: Db, id: number): Promise<EvidenceRecord | null> {
  const [row] = await db
    .select()
    .from(detachedAscertainmentEvidence)
    .where(eq(detachedAscertainmentEvidence.id, id));
  return row ?? null;
}

/** Marks kept files of a record as removed (they stay listed and downloadable). */
export async function removeEvidence(db: Db, detachedId: number, ids: readonly number[], actorId: number) {
  if (ids.length === 0) return;
  await db
    .update(detachedAscertainmentEvidence)
    .set({ removedAt: new Date(), removedBy: actorId })
    .where(
      and(
        eq(detachedAscertainmentEvidence.detachedId, detachedId),
        inArray(detachedAscertainmentEvidence.id, [...ids]),
        isNull(detachedAscertainmentEvidence.removedAt),
      ),
    );
}

/** A customer of the register as a detached ascertainment needs it. */
export interface CustomerFacts {
  code: string;
  active: boolean;
  channel: string | null;
  region: string | null;
  sapPayer: boolean | null;
}

export async function customerFacts(db: Db, codes: readonly string[]): Promise<Map<string, CustomerFacts>> {
  const rows = await rowsOf<CustomerFacts>(
    db,
    sql`select c."code", c."active", c."channel", c."region", c."sapPayer"
      from ${registerRowsSql('customer', ['channel', 'region', 'sapPayer'])} c
      where c."code" = any(${sql.param([...new Set(codes)])}::varchar[])`,
  );
  return new Map(rows.map((row) => [row.code, row]));
}

export interface CashflowFigureRow {
  month: string | null;
  budgetType: string | null;
  budgetTypeName: string | null;
  forecast: string;
  approved: string;
  paid: string;
}

/**
 * The cash flow's sums, exact in SQL: per month and budget type, per month, and in all. Forecast
 * is what is registered or in approval, approved what was approved (paid or not), paid what SAP
 * returned as paid of the approved ones.
 */
export function cashflowFigures(
  db: Db,
  filters: TCashflowFilters,
  restrictions: TRestrictions,
  paymentState: SQL,
): Promise<CashflowFigureRow[]> {
  return rowsOf<CashflowFigureRow>(
    db,
    sql`select d."competence"::text as "month", d."budget_type_code" as "budgetType", max(b."name") as "budgetTypeName",
        coalesce(sum(d."value") filter (where d."status" in ('EM_VALIDACAO', 'EM_APROVACAO')), 0)::numeric(18, 2)::text as "forecast",
        coalesce(sum(d."value") filter (where d."status" = 'APROVADA'), 0)::numeric(18, 2)::text as "approved",
        coalesce(sum(ps."paid") filter (where d."status" = 'APROVADA'), 0)::numeric(18, 2)::text as "paid"
      from ${detachedAscertainments} d
      left join ${registerRowsSql('budgetType')} b on b."code" = d."budget_type_code"
      left join ${paymentState} ps on ps."detached_id" = d."id"
      where ${filtersSql(filters)} and d."status" in ('EM_VALIDACAO', 'EM_APROVACAO', 'APROVADA')
        and ${detachedVisibleTo(restrictions)}
      group by grouping sets ((d."competence", d."budget_type_code"), (d."competence"), ())
      order by 1 nulls last, 2 nulls first`,
  );
}
