import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { mailOutbox } from './mail-outbox-table';

export type NewMail = typeof mailOutbox.$inferInsert;
export type MailRow = typeof mailOutbox.$inferSelect;

export async function insertMail(db: Db, mail: NewMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail insert returned no row');
  return row.id;
}

/**
 * Locks the next unsent mails; other dispatchers skip them, so several API processes on one
 * database never send a mail twice.
 */
export function lockPendingMails(db: Db, limit: number, maxAttempts: number): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 2000) })
    .where(eq(mailOutbox.id, id));
}

export function latestMails(db: Db, limit: number): Promise<MailRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
