import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { ascertainmentEvidence } from './ascertainment-evidence-table';
import { type AscertainmentRecord, visibleTo } from './ascertainment-repository';
import { ascertainments } from './ascertainment-table';

/** The evidence files of ascertainments: written and read by the evidence service (and the calculation). */

export type EvidenceRow = typeof ascertainmentEvidence.$inferSelect;
export type NewEvidence = Omit<
  typeof ascertainmentEvidence.$inferInsert,
  'id' | 'importedAt' | 'removedAt' | 'removedBy' | 'removalJustification'
>;

/** The ascertainment when the caller may see it (its agreement within their restrictions). */
export async function visibleAscertainment(
  db: Db,
  id: number,
  restrictions: TRestrictions,
): Promise<AscertainmentRecord | null> {
  const [record] = await db
    .select()
    .from(ascertainments)
    .where(and(eq(ascertainments.id, id), visibleTo(restrictions)));
  return record ?? null;
}

/** The ascertainment's evidence, removed files included, oldest first. */
export function evidenceOf(db: Db, ascertainmentId: number): Promise<EvidenceRow[]> {
  return db
    .select()
    .from(ascertainmentEvidence)
    .where(eq(ascertainmentEvidence.ascertainmentId, ascertainmentId))
    .orderBy(asc(ascertainmentEvidence.id));
}

/** The names of the files the ascertainment keeps (not removed), lower-cased. */
export async function keptNames(db: Db, ascertainmentId: number): Promise<Set<string>> {
  const rows = await db
    .select({ fileName: ascertainmentEvidence.fileName })
    .from(ascertainmentEvidence)
    .where(
      and(
        eq(ascertainmentEvidence.ascertainmentId, ascertainmentId),
        isNull(ascertainmentEvidence.removedAt),
      ),
    );
  return new Set(rows.map((row) => row.fileName.toLowerCase()));
}

export async function insertEvidence(db: Db, rows: readonly NewEvidence[]): Promise<EvidenceRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(ascertainmentEvidence)
    .values([...rows])
    .returning();
}

export async function findEvidence(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<EvidenceRow | null> {
  const query = db.select().from(ascertainmentEvidence).where(eq(ascertainmentEvidence.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markEvidenceRemoved(
  db: Db,
  id: number,
  actorId: number,
  justification: string,
): Promise<void> {
  await db
    .update(ascertainmentEvidence)
    .set({ removedAt: new Date(), removedBy: actorId, removalJustification: justification })
    .where(eq(ascertainmentEvidence.id, id));
}

/**
 * The months (first days, ISO) the agreement keeps evidence of, from the files of any of its
 * ascertainments: the calculation counts a quota event of such a month as evidenced.
 */
export async function evidencedMonths(db: Db, agreementId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ competence: sql<string>`${ascertainmentEvidence.competence}::text` })
    .from(ascertainmentEvidence)
    .where(and(eq(ascertainmentEvidence.agreementId, agreementId), isNull(ascertainmentEvidence.removedAt)));
  return new Set(rows.map((row) => row.competence));
}
