import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { startWorkers } from '../../src/jobs';
import { type AccessTokens, createAccessTokens } from '../../src/platform/auth/access-token';
import { type AppConfig, loadConfig } from '../../src/platform/config';
import type { Database } from '../../src/platform/db/database';
import { type JobQueue, startJobQueue } from '../../src/platform/jobs/job-queue';
import type { FileStorage } from '../../src/platform/storage/file-storage';
import { openFileStorage } from '../../src/platform/storage/open-file-storage';
import { seedDatabase } from '../../src/seed/seed-database';
import { openTestDatabase } from './test-database';

export const CLIENT_BASIC = `Basic ${Buffer.from('trade-terms-web:trade-terms-web-secret').toString('base64')}`;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  tokens: AccessTokens;
  jobs: JobQueue;
  storage: FileStorage;
  /** Signs in through the real token call and returns the access token. */
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    JOB_POLL_SECONDS: '0.5',
    ...env,
  });
  const database = await openTestDatabase();
  await seedDatabase(database.db, config);
  const tokens = createAccessTokens(randomBytes(32), config.TOKEN_TTL_SECONDS);
  const info = {
    name: 'trade-terms',
    version: '0.0.0-test',
    commit: 'test',
    startedAt: new Date().toISOString(),
  };
  const storage = openFileStorage(config);
  const jobs = await startJobQueue(database, {
    pollingIntervalSeconds: config.JOB_POLL_SECONDS,
    onError: () => {},
  });
  const app = await buildApp({ config, database, tokens, info, jobs, storage }, options);
  await app.ready();
  // Background jobs log their failures to stderr even in a silent run, so a job that ends in
  // ERRO in a test shows why.
  const jobLog = pino({ level: 'error' }, process.stderr);
  const workers = config.RUN_WORKERS ? await startWorkers({ config, database, jobs, storage }, jobLog) : null;
  return {
    app,
    database,
    config,
    tokens,
    jobs,
    storage,
    async login(username, password) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
      });
      if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`);
      return response.json<{ access_token: string }>().access_token;
    },
    async close() {
      workers?.stop();
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
}
