import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { loginFailures } from './login-failures-table';

export interface AttemptCount {
  /** Attempts counted in the open window, this one included. */
  attempts: number;
  /** Until the window closes and the count starts again, by the database's clock. */
  secondsLeft: number;
}

/**
 * Counts one more attempt for each key, opening a new window where the old one has closed, and
 * answers the counts after it (in the order of `keys`), in one statement. The upsert locks each key's row, so concurrent
 * calls on any number of processes each see a different count and none slips under the limit;
 * keys go in one fixed order so two calls never wait for each other's rows.
 */
export async function countAttempt(
  db: Db,
  keys: readonly string[],
  windowSeconds: number,
): Promise<AttemptCount[]> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const expired = sql`${loginFailures.windowStartedAt} <= now() - ${window}`;
  const rows = await db
    .insert(loginFailures)
    .values([...new Set(keys)].sort().map((key) => ({ key, failures: 1, windowStartedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginFailures.windowStartedAt} end`,
      },
    })
    .returning({
      key: loginFailures.key,
      attempts: loginFailures.failures,
      secondsLeft: sql<number>`greatest(0, ceil(extract(epoch from ${loginFailures.windowStartedAt} + ${window} - now())))::integer`,
    });
  const byKey = new Map(rows.map(({ key, ...count }) => [key, count]));
  return keys.map((key) => {
    const count = byKey.get(key);
    if (!count) throw new Error(`no attempt counted for ${key}`);
    return count;
  });
}

/** Takes back an attempt that turned out not to be a failure (the right password). */
export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(inArray(loginFailures.key, [key]));
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [key]));
}
