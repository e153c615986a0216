import type { TestProject } from 'vitest/node';
import { buildPostgresTemplates } from './test-templates';

/** Migrates and seeds template databases on the test server once; each test file gets a copy. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the api-postgres project needs TEST_DATABASE_URL');
  const built = await buildPostgresTemplates(serverUrl);
  project.provide('databaseTemplates', built.templates);
  return () => built.dispose();
}
