import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { startWorkers, type Workers } from '../../src/jobs';
import { type AccessTokens, createAccessTokens } from '../../src/platform/auth/access-token';
import type { AppConfig } from '../../src/platform/config';
import type { Database } from '../../src/platform/db/database';
import { type JobQueue, startJobQueue } from '../../src/platform/jobs/job-queue';
import type { FileStorage } from '../../src/platform/storage/file-storage';
import { openFileStorage } from '../../src/platform/storage/open-file-storage';
import { openTestDatabase } from './test-database';
import { testConfig } from './test-templates';

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

export interface TestAppOptions {
  /**
   * Starts the job queue, the workers and their recovery of abandoned jobs with the app, as
   * the product does, for a test of what they do before any job is sent.
   */
  startJobs?: boolean;
}

/**
 * The product's API on a database of its own holding the demo data (a copy of the run's seeded
 * template). The job queue and the workers start with the first job sent (or the first `work`
 * call), so files that send none pay nothing for them.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
  testOptions: TestAppOptions = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const database = await openTestDatabase({ contents: 'seeded', config });
  const tokens = createAccessTokens(randomBytes(32), config.TOKEN_TTL_SECONDS);
  const info = {
    name: 'trade-terms',
    version: '0.0.0-test',
    commit: 'test',
    startedAt: new Date().toISOString(),
  };
  const storage = openFileStorage(config);
  // Background jobs log their failures to stderr even in a silent run, so a job that ends in
  // ERRO in a test shows why.
  const jobLog = pino({ level: 'error' }, process.stderr);
  let workers: Workers | null = null;
  const jobs = jobQueueOnFirstUse(async () => {
    const queue = await startJobQueue(database, {
      pollingIntervalSeconds: config.JOB_POLL_SECONDS,
      onError: () => {},
    });
    if (config.RUN_WORKERS) workers = await startWorkers({ config, database, jobs: queue, storage }, jobLog);
    return queue;
  });
  const app = await buildApp({ config, database, tokens, info, jobs, storage }, options);
  await app.ready();
  if (testOptions.startJobs) await jobs.start();
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

/** A job queue that starts (with whatever `start` adds, the workers) when first used. */
function jobQueueOnFirstUse(start: () => Promise<JobQueue>): JobQueue & { start(): Promise<JobQueue> } {
  let started: Promise<JobQueue> | null = null;
  const queue = () => {
    started ??= start();
    return started;
  };
  return {
    start: queue,
    send: async (name, id, data) => (await queue()).send(name, id, data),
    work: async (name, handler) => (await queue()).work(name, handler),
    retryAbandoned: async (name, id) => (await queue()).retryAbandoned(name, id),
    async stop() {
      if (started) await (await started).stop();
    },
  };
}
