import type { TestProject } from 'vitest/node';
import { buildPgliteTemplates } from './test-templates';

/** Migrates and seeds one PGlite database for the whole run; each test file loads a copy. */
export default async function setup(project: TestProject) {
  const built = await buildPgliteTemplates();
  project.provide('databaseTemplates', built.templates);
  return () => built.dispose();
}
