import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { AppConfig } from '../../src/platform/config';
import { type Database, openDatabase, openPglite, PGLITE_EXTENSIONS } from '../../src/platform/db/database';
import { seedDatabase } from '../../src/seed/seed-database';
import { adminQuery, databaseUrl, MIGRATIONS_DIR, seedKey, testConfig } from './test-templates';

export { MIGRATIONS_DIR };

/**
 * What a test database holds when the test gets it: nothing at all (not even the migrations),
 * the migrated schema without rows, or the schema with the demo seed (what an app under test
 * starts on).
 */
export type TestDatabaseContents = 'empty' | 'migrated' | 'seeded';

export interface TestDatabaseOptions {
  /** 'migrated' when not given. */
  contents?: TestDatabaseContents;
  /** The settings the seed reads ('seeded' only): a copy of the run's template when they match. */
  config?: AppConfig;
}

/**
 * A fresh database for one test file: in-memory PGlite on the pglite leg, a new database on the
 * TEST_DATABASE_URL server on the postgres leg (dropped on close). Migrated and seeded databases
 * are copies of templates the run built once (see `global-setup-*.ts`); without them (a file
 * run outside the configured projects) it migrates and seeds its own.
 */
export async function openTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<Database & { url?: string }> {
  const contents = options.contents ?? 'migrated';
  const config = options.config ?? testConfig();
  const templates = inject('databaseTemplates');
  const template =
    contents === 'empty' || templates?.kind !== kindOfThisLeg()
      ? undefined
      : contents === 'migrated'
        ? templates.migrated
        : templates.seededFor === seedKey(config)
          ? templates.seeded
          : undefined;
  const database = await openCopyOf(template);
  if (template) return database;
  try {
    if (contents !== 'empty') await database.migrate(MIGRATIONS_DIR);
    if (contents === 'seeded') await seedDatabase(database.db, config);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function kindOfThisLeg(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** A new database, a copy of the template when one is given, else empty. */
async function openCopyOf(template: string | undefined): Promise<Database & { url?: string }> {
  if (kindOfThisLeg() === 'pglite') {
    if (!template) return openDatabase({ inMemory: true });
    const dump = new Blob([await readFile(template)]);
    // Waits for the copy to be loaded, so the test's first query is not the one that waits.
    return openPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: dump }));
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `tt_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
