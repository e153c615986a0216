import type { ClaimStatus } from '@trade-terms/domain/ascertainment';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { ascertainmentClaims } from './ascertainment-table';

/** The claims of ascertainments: written and read by the claims service only. */

export type ClaimRecord = typeof ascertainmentClaims.$inferSelect;

export async function insertClaim(
  db: Db,
  claim: {
    ascertainmentId: number;
    value: string;
    justification: string;
    evidenceName: string | null;
    evidenceKey: string | null;
    evidenceMime: string | null;
  },
  actorId: number,
): Promise<number> {
  const [row] = await db
    .insert(ascertainmentClaims)
    .values({ ...claim, createdBy: actorId, updatedBy: actorId })
    .returning({ id: ascertainmentClaims.id });
  if (!row) throw new Error('claim not inserted');
  return row.id;
}

export async function findClaim(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ClaimRecord | null> {
  const query = db.select().from(ascertainmentClaims).where(eq(ascertainmentClaims.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export function claimsOf(db: Db, ascertainmentId: number): Promise<ClaimRecord[]> {
  return db
    .select()
    .from(ascertainmentClaims)
    .where(eq(ascertainmentClaims.ascertainmentId, ascertainmentId))
    .orderBy(desc(ascertainmentClaims.id));
}

export async function updateClaim(
  db: Db,
  id: number,
  change: { status?: ClaimStatus; approvalRequestId?: number; decisionJustification?: string | null },
  actorId: number,
): Promise<void> {
  await db
    .update(ascertainmentClaims)
    .set({
      ...change,
      updatedBy: actorId,
      updatedAt: new Date(),
      version: sql`${ascertainmentClaims.version} + 1`,
    })
    .where(and(eq(ascertainmentClaims.id, id)));
}
