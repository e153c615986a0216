import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { agreementSignatures } from './signatures-table';

export type SignatureRow = typeof agreementSignatures.$inferSelect;

export async function insertSignature(
  db: Db,
  row: Pick<SignatureRow, 'agreementId' | 'fileKey' | 'fileName' | 'size' | 'importedBy'>,
): Promise<SignatureRow> {
  const [inserted] = await db.insert(agreementSignatures).values(row).returning();
  if (!inserted) throw new Error('signature insert returned no row');
  return inserted;
}

export function signaturesOf(db: Db, agreementId: number): Promise<SignatureRow[]> {
  return db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.agreementId, agreementId))
    .orderBy(asc(agreementSignatures.importedAt), asc(agreementSignatures.id));
}

export async function findSignature(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(agreementSignatures).where(eq(agreementSignatures.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markRemoved(db: Db, id: number, actorId: number): Promise<void> {
  await db
    .update(agreementSignatures)
    .set({ removedAt: new Date(), removedBy: actorId })
    .where(eq(agreementSignatures.id, id));
}

/** How many signed files of the agreement are still in force. */
export async function keptSignatureCount(db: Db, agreementId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(agreementSignatures)
    .where(and(eq(agreementSignatures.agreementId, agreementId), isNull(agreementSignatures.removedAt)));
  return row?.value ?? 0;
}
