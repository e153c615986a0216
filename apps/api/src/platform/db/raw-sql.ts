import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** The rows of a raw SQL query, typed as the caller names its columns. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * Fixed values written into a check constraint (`status in (…)`): the code's own lists, never
 * input, so drizzle-kit writes them into the migration as they are.
 */
export const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
