import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database';
import * as schema from '../src/platform/db/schema';
import { MIGRATIONS_DIR, openTestDatabase } from './support/test-database';

// Importing drizzle-kit's API adds an enumerable `random` to Array.prototype. A worker keeps
// running other files after this one (isolate: false), where an enumerable addition breaks
// for…in over arrays (pdfjs refuses to load at all): the method stays, but not enumerable.
Object.defineProperty(Array.prototype, 'random', { enumerable: false });

function lastSnapshot() {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('no migration in the journal');
  const file = `${String(last.idx).padStart(4, '0')}_snapshot.json`;
  return JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', file), 'utf8'));
}

describe('the schema and the committed migrations agree', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('generating from the schema adds nothing to the last migration snapshot', async () => {
    const statements = await generateMigration(lastSnapshot(), generateDrizzleJson(schema));
    expect(statements).toEqual([]);
  });

  it('a database built by the migrations has exactly the tables and columns of the schema', async () => {
    const tables: unknown[] = Object.values(schema);
    const expected = tables
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns.map((column) => `${config.name}.${column.name}`);
      })
      .sort();
    const result = (await database.db.execute(sql`
      select table_name || '.' || column_name as name from information_schema.columns
      where table_schema = 'public' order by 1`)) as unknown as { rows: { name: string }[] };
    expect(result.rows.map((row) => row.name).sort()).toEqual(expected);
  });
});
