import type { AscertainmentLineStatus, AscertainmentStatus } from '@trade-terms/domain/ascertainment';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { agreementsWithinSql } from '../agreements/agreement-read-models';
import { ascertainmentLines, ascertainments } from './ascertainment-table';

/** The writes and locked reads of ascertainments and their lines. */

export type AscertainmentRecord = typeof ascertainments.$inferSelect;
export type LineRecord = typeof ascertainmentLines.$inferSelect;
export type LineContent = Omit<
  typeof ascertainmentLines.$inferInsert,
  'id' | 'ascertainmentId' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy' | 'version'
>;

/**
 * Only the ascertainments of agreements the caller may see, of business units they may see. The
 * columns are the table's, or an alias's in a hand-written query (`a.agreement_id`).
 */
export function visibleTo(
  restrictions: TRestrictions,
  columns: { agreementId: PgColumn | SQL; commodity: PgColumn | SQL } = {
    agreementId: ascertainments.agreementId,
    commodity: ascertainments.commodityCode,
  },
): SQL {
  const commodity = restrictionCondition(restrictions, [
    { dimension: 'commodities', column: columns.commodity },
  ]);
  return sql`${columns.agreementId} in (select v."id" from ${agreementsWithinSql(restrictions)} v)
    and ${commodity ?? sql`true`}`;
}

/** `visibleTo` on the alias `a` of the ascertainments. */
export const visibleToAliased = (restrictions: TRestrictions) =>
  visibleTo(restrictions, { agreementId: sql.raw('a.agreement_id'), commodity: sql.raw('a.commodity_code') });

export interface AscertainmentKey {
  agreementId: number;
  commodityCode: string;
  periodCode: string;
  periodYear: number;
  periodStart: string;
  periodEnd: string;
  deadline: string;
}

/** The ascertainment of a key, created when it is the first calculation, and locked. */
export async function lockOrCreate(
  db: Db,
  key: AscertainmentKey,
  actorId: number,
): Promise<{ record: AscertainmentRecord; created: boolean }> {
  const inserted = await db
    .insert(ascertainments)
    .values({ ...key, createdBy: actorId, updatedBy: actorId })
    .onConflictDoNothing()
    .returning({ id: ascertainments.id });
  const [record] = await db
    .select()
    .from(ascertainments)
    .where(
      and(
        eq(ascertainments.agreementId, key.agreementId),
        eq(ascertainments.commodityCode, key.commodityCode),
        eq(ascertainments.periodCode, key.periodCode),
        eq(ascertainments.periodYear, key.periodYear),
      ),
    )
    .for('update');
  if (!record) throw new Error('ascertainment not found after its insert');
  return { record, created: inserted.length > 0 };
}

/** One ascertainment the caller may see, locked for a move; null outside their restrictions. */
export async function lockVisible(
  db: Db,
  id: number,
  restrictions: TRestrictions,
): Promise<AscertainmentRecord | null> {
  const [record] = await db
    .select()
    .from(ascertainments)
    .where(and(eq(ascertainments.id, id), visibleTo(restrictions)))
    .for('update');
  return record ?? null;
}

export function linesOf(db: Db, ascertainmentId: number): Promise<LineRecord[]> {
  return db
    .select()
    .from(ascertainmentLines)
    .where(eq(ascertainmentLines.ascertainmentId, ascertainmentId))
    .orderBy(asc(ascertainmentLines.position), asc(ascertainmentLines.id));
}

export async function insertLine(
  db: Db,
  ascertainmentId: number,
  content: LineContent,
  actorId: number,
): Promise<number> {
  const [row] = await db
    .insert(ascertainmentLines)
    .values({ ...content, ascertainmentId, createdBy: actorId, updatedBy: actorId })
    .returning({ id: ascertainmentLines.id });
  if (!row) throw new Error('line not inserted');
  return row.id;
}

export async function updateLine(
  db: Db,
  id: number,
  change: Partial<LineContent> & { status?: AscertainmentLineStatus },
  actorId: number,
): Promise<void> {
  await db
    .update(ascertainmentLines)
    .set({
      ...change,
      updatedBy: actorId,
      updatedAt: new Date(),
      version: sql`${ascertainmentLines.version} + 1`,
    })
    .where(eq(ascertainmentLines.id, id));
}

/** Removes the lines of levers the agreement no longer holds; answers how many went. */
export async function removeLinesExcept(
  db: Db,
  ascertainmentId: number,
  agreementLeverIds: readonly number[],
): Promise<number> {
  const removed = await db
    .delete(ascertainmentLines)
    .where(
      and(
        eq(ascertainmentLines.ascertainmentId, ascertainmentId),
        agreementLeverIds.length > 0
          ? notInArray(ascertainmentLines.agreementLeverId, [...agreementLeverIds])
          : undefined,
      ),
    )
    .returning({ id: ascertainmentLines.id });
  return removed.length;
}

export interface HeaderChange {
  status?: AscertainmentStatus;
  approvalRequestId?: number | null;
  reprovalJustification?: string | null;
  deadline?: string;
}

/** Writes a move or a recalculation of the ascertainment and moves its version on. */
export async function touchAscertainment(
  db: Db,
  id: number,
  change: HeaderChange,
  actorId: number,
): Promise<void> {
  await db
    .update(ascertainments)
    .set({
      ...change,
      updatedBy: actorId,
      updatedAt: new Date(),
      version: sql`${ascertainments.version} + 1`,
    })
    .where(eq(ascertainments.id, id));
}

/** The ascertainments among `ids` the caller may see whose agreement is not signed. */
export async function unsignedAmong(
  db: Db,
  ids: readonly number[],
  restrictions: TRestrictions,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: ascertainments.id })
    .from(ascertainments)
    .where(
      and(
        inArray(ascertainments.id, [...ids]),
        visibleTo(restrictions),
        sql`${ascertainments.agreementId} in (select v."id" from ${agreementsWithinSql(restrictions)} v
          where v."signatureStatus" <> 'ASSINADO')`,
      ),
    );
  return rows.map((row) => row.id);
}
