import { pageOffset, type TPageRequest } from '@trade-terms/domain/paging';
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { RowReason } from './integration-reading';
import { integrationRows, integrations } from './integrations-table';

export type IntegrationRecord = typeof integrations.$inferSelect;
export type IntegrationRowRecord = typeof integrationRows.$inferSelect;

/** Records an uploaded file as an integration being compared. */
export async function insertIntegration(
  db: Db,
  values: Omit<typeof integrations.$inferInsert, 'status'>,
): Promise<number> {
  const [created] = await db
    .insert(integrations)
    .values({ ...values, status: 'PROCESSANDO' })
    .returning({ id: integrations.id });
  if (!created) throw new Error('integration insert returned no row');
  return created.id;
}

export async function markIntegrationFailed(db: Db, id: number, message: RowReason): Promise<void> {
  await db.update(integrations).set({ status: 'ERRO', message }).where(eq(integrations.id, id));
}

/** The compared file waits for its approval, with its counts per tab. */
export async function markIntegrationCompared(
  db: Db,
  id: number,
  counts: Record<string, number>,
): Promise<void> {
  await db
    .update(integrations)
    .set({ status: 'AGUARDANDO_APROVACAO', counts })
    .where(eq(integrations.id, id));
}

export async function markIntegrationApproved(db: Db, id: number, actorId: number): Promise<void> {
  await db
    .update(integrations)
    .set({ status: 'APROVADA', approvedBy: actorId, approvedAt: new Date() })
    .where(eq(integrations.id, id));
}

export async function setIntegrationCounts(
  db: Db,
  id: number,
  counts: Record<string, number>,
): Promise<void> {
  await db.update(integrations).set({ counts }).where(eq(integrations.id, id));
}

/** The integration, held until the transaction ends; `kind` narrows it to one screen's kind. */
export async function lockIntegration(db: Db, id: number, kind?: string): Promise<IntegrationRecord | null> {
  const [locked] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.id, id), kind === undefined ? undefined : eq(integrations.kind, kind)))
    .for('update');
  return locked ?? null;
}

/** The integrations of a kind (or one of them), newest first: a page, or the latest alone. */
export function findIntegrations(
  db: Db,
  filter: { kind: string; id?: number | undefined },
  page?: TPageRequest,
): Promise<IntegrationRecord[]> {
  const query = db
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.kind, filter.kind),
        filter.id === undefined ? undefined : eq(integrations.id, filter.id),
      ),
    )
    .orderBy(desc(integrations.id));
  return page ? query.limit(page.pageSize).offset(pageOffset(page)) : query.limit(1);
}

export async function countIntegrations(db: Db, kind: string): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(integrations).where(eq(integrations.kind, kind));
  return counted?.total ?? 0;
}

export type NewIntegrationRow = Omit<typeof integrationRows.$inferInsert, 'id' | 'integrationId'>;

export async function insertIntegrationRows(
  db: Db,
  integrationId: number,
  rows: readonly NewIntegrationRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(integrationRows).values(rows.map((row) => ({ ...row, integrationId })));
}

export async function deleteIntegrationRows(db: Db, integrationId: number): Promise<void> {
  await db.delete(integrationRows).where(eq(integrationRows.integrationId, integrationId));
}

/** One page of a tab of an integration, in file order, with the count of the tab's rows. */
export async function findTabRows(
  db: Db,
  integrationId: number,
  tab: string,
  page: TPageRequest & { direction?: 'asc' | 'desc' | undefined },
): Promise<{ rows: IntegrationRowRecord[]; total: number }> {
  const condition = and(eq(integrationRows.integrationId, integrationId), eq(integrationRows.tab, tab));
  const rows = await db
    .select()
    .from(integrationRows)
    .where(condition)
    .orderBy(page.direction === 'desc' ? desc(integrationRows.rowNumber) : asc(integrationRows.rowNumber))
    .limit(page.pageSize)
    .offset(pageOffset(page));
  const [counted] = await db.select({ total: count() }).from(integrationRows).where(condition);
  return { rows, total: counted?.total ?? 0 };
}

export async function findIntegrationRow(db: Db, rowId: number): Promise<IntegrationRowRecord | null> {
  const [row] = await db.select().from(integrationRows).where(eq(integrationRows.id, rowId));
  return row ?? null;
}

/** A row sorted again (a product associated by hand): its tab and what the approval writes. */
export async function updateIntegrationRow(
  db: Db,
  rowId: number,
  values: Pick<IntegrationRowRecord, 'tab' | 'values' | 'resolved' | 'changed' | 'previous' | 'missing'>,
): Promise<void> {
  await db.update(integrationRows).set(values).where(eq(integrationRows.id, rowId));
}

/** How many rows each tab of an integration holds. */
export async function countRowsByTab(
  db: Db,
  integrationId: number,
): Promise<{ tab: string; total: number }[]> {
  return db
    .select({ tab: integrationRows.tab, total: count() })
    .from(integrationRows)
    .where(eq(integrationRows.integrationId, integrationId))
    .groupBy(integrationRows.tab);
}

/** The next rows to apply (new and updated tabs) after the row id `after`, in id order. */
export function rowsToApply(
  db: Db,
  integrationId: number,
  after: number,
  limit: number,
): Promise<{ id: number; resolved: Record<string, unknown> }[]> {
  return db
    .select({ id: integrationRows.id, resolved: integrationRows.resolved })
    .from(integrationRows)
    .where(
      and(
        eq(integrationRows.integrationId, integrationId),
        inArray(integrationRows.tab, ['NOVOS', 'ATUALIZACOES']),
        gt(integrationRows.id, after),
      ),
    )
    .orderBy(asc(integrationRows.id))
    .limit(limit);
}

/**
 * An integration's new and updated sell-in rows as a select for the sell-in's owner to load
 * (`customer_id, sku_id, competence, volume, gsv, niv, gross_revenue, row_number`).
 */
export function sellInRowsToApply(integrationId: number): SQL {
  return sql`
    select (r.resolved->>'customerId')::integer as customer_id,
      (r.resolved->>'skuId')::integer as sku_id,
      (r.resolved->>'competence')::date as competence,
      (r.resolved->>'volume')::numeric(18,3) as volume,
      (r.resolved->>'gsv')::numeric(18,2) as gsv,
      (r.resolved->>'niv')::numeric(18,2) as niv,
      (r.resolved->>'grossRevenue')::numeric(18,2) as gross_revenue,
      r.row_number
    from ${integrationRows} r
    where r.integration_id = ${integrationId} and r.tab in ('NOVOS', 'ATUALIZACOES')`;
}
