import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server of the tests; `.ci/run` always sets it, a developer's machine may not. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const NEEDS_POSTGRES =
  'needs TEST_DATABASE_URL: only a PostgreSQL server can be cut off or outlive a killed process';

/** Runs statements on one database of the test server, from a connection of its own. */
export async function onServer(database: string, ...statements: string[]): Promise<unknown[][]> {
  const url = new URL(TEST_DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const results: unknown[][] = [];
    for (const statement of statements) results.push((await client.query(statement)).rows);
    return results;
  } finally {
    await client.end();
  }
}

export interface ProductDatabase {
  name: string;
  url: string;
  /** Refuses new connections and ends the open ones: the product sees a database that is down. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  drop(): Promise<void>;
}

/** A new, empty database on the test server for one product process. */
export async function productDatabase(): Promise<ProductDatabase> {
  const name = `tt_e2e_${randomBytes(6).toString('hex')}`;
  const maintenance = new URL(TEST_DATABASE_URL ?? '').pathname.slice(1) || 'postgres';
  await onServer(maintenance, `create database ${name}`);
  const url = new URL(TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async cut() {
      await onServer(
        maintenance,
        `alter database ${name} with allow_connections false`,
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
      );
    },
    async restore() {
      await onServer(maintenance, `alter database ${name} with allow_connections true`);
    },
    async drop() {
      await onServer(maintenance, `drop database if exists ${name} with (force)`);
    },
  };
}
