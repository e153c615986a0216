import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { productServer } from './server';
import { SUPPORT_DOCUMENTS_URL } from './settings';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A stopped, seeded product's data folder: files that need a server of their own start from a copy. */
    serverTemplate: string;
  }
}

/**
 * One product server for the browser tests, with the demo data. Its data folder, copied while it
 * is stopped after its first start (migrated and seeded), is the template of the servers that
 * some files start for themselves (stopped, frozen or cut off from their database).
 */
export default async function setup(project: TestProject) {
  const server = await productServer({ SUPPORT_DOCUMENTS_URL });
  await server.start();
  await server.stop();
  const template = mkdtempSync(path.join(tmpdir(), 'trade-terms-e2e-template-'));
  cpSync(server.dataDir, template, { recursive: true });
  await server.start();
  project.provide('baseUrl', server.baseUrl);
  project.provide('serverTemplate', template);
  return async () => {
    await server.dispose();
    rmSync(template, { recursive: true, force: true });
  };
}
