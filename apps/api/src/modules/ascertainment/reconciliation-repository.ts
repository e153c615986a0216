import type { FindingDraft } from '@trade-terms/domain/ascertainment-reconciliation';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { ascertainmentReconciliations, reconciliationFindings } from './reconciliation-table';

/** The stored reconciliation of ascertainments: when it was last checked and what it found. */

export type FindingRecord = typeof reconciliationFindings.$inferSelect;

/**
 * Replaces an ascertainment's findings with the last check's: a finding found again keeps its
 * override, one no longer found is deleted, a new one is added; the check's time is written.
 */
export async function storeFindings(db: Db, ascertainmentId: number, found: readonly FindingDraft[]) {
  const f = reconciliationFindings;
  const drafts = sql`(select x.code, x.detail from json_to_recordset(${JSON.stringify(found)}::json)
    as x(code varchar, detail text))`;
  await db.execute(sql`delete from ${f} where ${f.ascertainmentId} = ${ascertainmentId}
    and (${f.code}, ${f.detail}) not in (select d.code, d.detail from ${drafts} d)`);
  await db.execute(sql`insert into ${f} (ascertainment_id, code, detail)
    select distinct ${ascertainmentId}::int, d.code, d.detail from ${drafts} d
    where not exists (select 1 from ${f} e where e.ascertainment_id = ${ascertainmentId}
      and e.code = d.code and e.detail = d.detail)`);
  await db
    .insert(ascertainmentReconciliations)
    .values({ ascertainmentId, checkedAt: new Date() })
    .onConflictDoUpdate({
      target: ascertainmentReconciliations.ascertainmentId,
      set: { checkedAt: new Date() },
    });
}

export function findingsOf(db: Db, ascertainmentId: number): Promise<FindingRecord[]> {
  return db
    .select()
    .from(reconciliationFindings)
    .where(eq(reconciliationFindings.ascertainmentId, ascertainmentId))
    .orderBy(asc(reconciliationFindings.id));
}

/** The findings that still block the moves: not overridden. */
export function standingFindingsOf(db: Db, ascertainmentId: number): Promise<FindingRecord[]> {
  return db
    .select()
    .from(reconciliationFindings)
    .where(
      and(
        eq(reconciliationFindings.ascertainmentId, ascertainmentId),
        isNull(reconciliationFindings.overriddenAt),
      ),
    )
    .orderBy(asc(reconciliationFindings.id));
}

export async function checkedAtOf(db: Db, ascertainmentId: number): Promise<Date | null> {
  const [row] = await db
    .select({ checkedAt: ascertainmentReconciliations.checkedAt })
    .from(ascertainmentReconciliations)
    .where(eq(ascertainmentReconciliations.ascertainmentId, ascertainmentId));
  return row?.checkedAt ?? null;
}

export async function overrideFindingRow(
  db: Db,
  ascertainmentId: number,
  findingId: number,
  change: { justification: string; by: number },
): Promise<FindingRecord | null> {
  const [row] = await db
    .update(reconciliationFindings)
    .set({ overrideJustification: change.justification, overriddenBy: change.by, overriddenAt: new Date() })
    .where(
      and(
        eq(reconciliationFindings.id, findingId),
        eq(reconciliationFindings.ascertainmentId, ascertainmentId),
      ),
    )
    .returning();
  return row ?? null;
}
