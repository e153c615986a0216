import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { type PasswordLinkPurpose, passwordLinks } from './password-links-table';

export async function insertPasswordLink(
  db: Db,
  link: { userId: number; tokenHash: string; purpose: PasswordLinkPurpose; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordLinks).values(link);
}

/** A new link replaces the user's earlier ones: only the latest mail works. */
export async function closeOpenLinks(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
}

/** Takes a usable link (unused, unexpired) and marks it used in the same statement. */
export async function consumeLink(
  db: Db,
  tokenHash: string,
): Promise<{ userId: number; purpose: PasswordLinkPurpose } | null> {
  const [row] = await db
    .update(passwordLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordLinks.tokenHash, tokenHash),
        isNull(passwordLinks.usedAt),
        gt(passwordLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordLinks.userId, purpose: passwordLinks.purpose });
  return row ?? null;
}
