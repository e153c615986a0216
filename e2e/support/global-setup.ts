import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type ProductServer, productServer } from './server';
import { SUPPORT_DOCUMENTS_URL } from './settings';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared product server per worker: a worker's files run one at a time on its own. */
    baseUrls: string[];
    /** A stopped, seeded product's data folder: files that need a server of their own start from a copy. */
    serverTemplate: string;
  }
}

/**
 * The product servers the browser tests share, with the demo data. The first one migrates and
 * seeds its embedded database; its data folder, copied while it is stopped, is the template of
 * the others (one per worker, so two files never share a server at the same moment) and of the
 * servers some files start for themselves (stopped, frozen or cut off from their database).
 */
export default async function setup(project: TestProject) {
  const first = await productServer({ SUPPORT_DOCUMENTS_URL });
  await first.start();
  await first.stop();
  const template = mkdtempSync(path.join(tmpdir(), 'trade-terms-e2e-template-'));
  cpSync(first.dataDir, template, { recursive: true });
  const servers: ProductServer[] = [first];
  for (let worker = 1; worker < workersOf(project); worker += 1) {
    servers.push(await productServer({ SUPPORT_DOCUMENTS_URL }, { from: template }));
  }
  await Promise.all(servers.map((server) => server.start()));
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  project.provide('serverTemplate', template);
  return async () => {
    await Promise.all(servers.map((server) => server.dispose()));
    rmSync(template, { recursive: true, force: true });
  };
}

function workersOf(project: TestProject): number {
  // Resolved: 1 when the project runs its files one at a time.
  return Math.max(1, project.config.maxWorkers);
}
