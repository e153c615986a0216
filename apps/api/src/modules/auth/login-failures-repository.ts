import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { loginFailures } from './login-failures-table';

/** Failures counted for each key within the window that is still open. */
export async function failuresWithinWindow(db: Db, keys: string[], windowSeconds: number) {
  const rows = await db
    .select({ key: loginFailures.key, failures: loginFailures.failures })
    .from(loginFailures)
    .where(
      sql`${inArray(loginFailures.key, keys)} and ${loginFailures.windowStartedAt} > now() - make_interval(secs => ${windowSeconds})`,
    );
  return new Map(rows.map((row) => [row.key, row.failures]));
}

/** Adds one failure to each key, opening a new window where the old one has closed. */
export async function addFailure(db: Db, keys: string[], windowSeconds: number): Promise<void> {
  const expired = sql`${loginFailures.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, failures: 1, windowStartedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginFailures.windowStartedAt} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [key]));
}
