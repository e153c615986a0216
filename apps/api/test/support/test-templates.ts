import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { calendarDateIn } from '@trade-terms/domain/dates';
import pg from 'pg';
import { type AppConfig, isProductionServer, loadConfig } from '../../src/platform/config';
import { type Database, openDatabase, openPglite, PGLITE_EXTENSIONS } from '../../src/platform/db/database';
import { startJobQueue } from '../../src/platform/jobs/job-queue';
import { seedDatabase } from '../../src/seed/seed-database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The settings every test app starts from; a test file adds or overrides its own. */
export const BASE_TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '.tmp/test-data',
  JOB_POLL_SECONDS: '0.5',
};

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ ...BASE_TEST_ENV, ...env });
}

/**
 * What the seed writes depends on these alone (demo data dated from the business day, or the
 * first administrator in production): a copy of the seeded template stands for a fresh seed
 * only when the test's settings give the same key.
 */
export function seedKey(config: AppConfig): string {
  return isProductionServer(config)
    ? 'first-administrator'
    : `demo:${calendarDateIn(config.BUSINESS_TIME_ZONE)}`;
}

/**
 * The databases built once per run, that each test file copies: where they are (data-directory
 * dumps for PGlite, database names on the server for PostgreSQL) and the seed key of the seeded
 * one.
 */
export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  /** Migrations applied, no rows. */
  migrated: string;
  /** Migrations, the demo seed and the job queue's own tables. */
  seeded: string;
  seededFor: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | undefined;
  }
}

/** Seeds the demo data and installs the job queue's schema and queues, as a first start would. */
async function seedWithJobTables(database: Database, config: AppConfig): Promise<void> {
  await seedDatabase(database.db, config);
  const jobs = await startJobQueue(database, { pollingIntervalSeconds: 60, onError: () => {} });
  await jobs.stop();
}

export interface BuiltTemplates {
  templates: DatabaseTemplates;
  dispose(): Promise<void>;
}

/** PGlite: one database migrated, dumped, seeded, dumped again; the dumps sit in a temporary folder. */
export async function buildPgliteTemplates(): Promise<BuiltTemplates> {
  const folder = await mkdtemp(path.join(tmpdir(), 'trade-terms-test-templates-'));
  const config = testConfig();
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = openPglite(client);
  try {
    await database.migrate(MIGRATIONS_DIR);
    const migrated = path.join(folder, 'migrated.tar');
    await writeFile(migrated, await dumpOf(client));
    await seedWithJobTables(database, config);
    const seeded = path.join(folder, 'seeded.tar');
    await writeFile(seeded, await dumpOf(client));
    return {
      templates: { kind: 'pglite', migrated, seeded, seededFor: seedKey(config) },
      dispose: () => rm(folder, { recursive: true, force: true }),
    };
  } finally {
    await database.close();
  }
}

async function dumpOf(client: PGlite): Promise<Buffer> {
  const dump = await client.dumpDataDir('none');
  return Buffer.from(await dump.arrayBuffer());
}

/**
 * PostgreSQL: two databases on the test server, the migrated one the template of the seeded one;
 * every test file's database is then a `CREATE DATABASE … TEMPLATE` copy (a file copy on the
 * server, far quicker than migrating and seeding). Dropped when the run ends.
 */
export async function buildPostgresTemplates(serverUrl: string): Promise<BuiltTemplates> {
  const prefix = `tt_tpl_${randomBytes(5).toString('hex')}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  const config = testConfig();
  const dispose = async () => {
    await adminQuery(serverUrl, `drop database if exists ${seeded} with (force)`);
    await adminQuery(serverUrl, `drop database if exists ${migrated} with (force)`);
  };
  try {
    await adminQuery(serverUrl, `create database ${migrated}`);
    const first = await openDatabase({ url: databaseUrl(serverUrl, migrated) });
    try {
      await first.migrate(MIGRATIONS_DIR);
    } finally {
      await first.close();
    }
    await adminQuery(serverUrl, `create database ${seeded} template ${migrated}`);
    const second = await openDatabase({ url: databaseUrl(serverUrl, seeded) });
    try {
      await seedWithJobTables(second, config);
    } finally {
      await second.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { templates: { kind: 'postgres', migrated, seeded, seededFor: seedKey(config) }, dispose };
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
