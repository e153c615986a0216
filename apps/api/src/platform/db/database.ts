import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give a PgDatabase; code above this file never knows which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Raw SQL with positional parameters ($1, $2...), for libraries that bring their own SQL
   * (the job queue). Without values the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** One real round trip, failing after `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** The extensions the migrations create (trigram indexes for the lists' text searches). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type DatabaseTarget = { url: string } | { dataDir: string } | { inMemory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url);
  if ('dataDir' in target) {
    await mkdir(target.dataDir, { recursive: true });
    return openPglite(new PGlite(path.join(target.dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS }));
  }
  return openPglite(new PGlite({ extensions: PGLITE_EXTENSIONS }));
}

/** Wraps a PGlite the caller made (the tests start theirs from a copied data directory). */
export function openPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not take the process down with it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    async executeSql(text, values) {
      const result = await pool.query(text, values && values.length > 0 ? values : undefined);
      // A text of several statements answers one result per statement: the last one counts.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last as { rows?: unknown[] } | undefined)?.rows ?? [] };
    },
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    close: () => pool.end(),
  };
}

async function withTimeout<T>(work: Promise<T>, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
