import type { TPayerPart } from '@trade-terms/domain/ascertainment-payers';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { ascertainmentPayerParts } from './ascertainment-payers-table';

/** The saved payer split of ascertainments: written and read by the payers service only. */

export type PayerPartRecord = typeof ascertainmentPayerParts.$inferSelect;

export function payerPartsOf(db: Db, ascertainmentId: number): Promise<PayerPartRecord[]> {
  return db
    .select()
    .from(ascertainmentPayerParts)
    .where(eq(ascertainmentPayerParts.ascertainmentId, ascertainmentId))
    .orderBy(asc(ascertainmentPayerParts.position));
}

/** Replaces the split of an ascertainment with the parts given, in their order. */
export async function replacePayerParts(
  db: Db,
  ascertainmentId: number,
  parts: readonly TPayerPart[],
  justification: string,
  actorId: number,
): Promise<void> {
  await db
    .delete(ascertainmentPayerParts)
    .where(eq(ascertainmentPayerParts.ascertainmentId, ascertainmentId));
  await db.insert(ascertainmentPayerParts).values(
    parts.map((part, position) => ({
      ascertainmentId,
      payerCode: part.payerCode,
      position,
      value: part.value,
      justification,
      updatedBy: actorId,
    })),
  );
}
