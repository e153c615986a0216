import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { npsAnswers } from './nps-answers-table';

export async function hasAnswer(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: npsAnswers.id }).from(npsAnswers).where(eq(npsAnswers.userId, userId));
  return row !== undefined;
}

/** Inserts the answer unless the user has one; true when it was stored. */
export async function insertAnswer(
  db: Db,
  answer: { userId: number; rating: number; comment: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(npsAnswers)
    .values(answer)
    .onConflictDoNothing({ target: npsAnswers.userId })
    .returning({ id: npsAnswers.id });
  return rows.length > 0;
}
