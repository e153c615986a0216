import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { buildApp } from './app';
import type { AppInfo } from './app-context';
import { startWorkers } from './jobs';
import { startMailDispatcher } from './modules/mail/mail-dispatcher';
import { createAccessTokens } from './platform/auth/access-token';
import { loadSigningSecret } from './platform/auth/signing-secret';
import { type AppConfig, isProductionServer, listenHost, publicUrl } from './platform/config';
import { type Database, openDatabase } from './platform/db/database';
import { type JobQueue, startJobQueue } from './platform/jobs/job-queue';
import { openFileStorage } from './platform/storage/open-file-storage';
import { seedDatabase } from './seed/seed-database';

// This file and its bundle both sit one folder below apps/api, so these hold for both.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const ROOT_PACKAGE = new URL('../../../package.json', import.meta.url);

function gitCommit(config: AppConfig): string {
  if (config.GIT_COMMIT) return config.GIT_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

function appInfo(config: AppConfig): AppInfo {
  const { name, version } = JSON.parse(readFileSync(ROOT_PACKAGE, 'utf8')) as {
    name: string;
    version: string;
  };
  return { name, version, commit: gitCommit(config), startedAt: new Date().toISOString() };
}

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  stop(): Promise<void>;
}

/** Opens the database, migrates it, seeds an empty one and starts serving. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  let jobs: JobQueue | null = null;
  try {
    await database.migrate(MIGRATIONS_DIR);
    const seeded = await seedDatabase(database.db, config);
    const secret = await loadSigningSecret(config.JWT_SECRET, config.DATA_DIR);
    const tokens = createAccessTokens(secret, config.TOKEN_TTL_SECONDS);
    const storage = openFileStorage(config);
    const queue = await startJobQueue(database, {
      pollingIntervalSeconds: config.JOB_POLL_SECONDS,
      onError: (error) => console.error(error),
    });
    jobs = queue;
    const app = await buildApp(
      { config, database, tokens, info: appInfo(config), jobs: queue, storage },
      { webDistDir: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR },
    );
    const workers = config.RUN_WORKERS
      ? await startWorkers({ config, database, jobs: queue, storage }, app.log)
      : null;
    await app.listen({ port: config.PORT, host: listenHost(config) });
    app.log.info(
      { database: database.kind, seeded, workers: config.RUN_WORKERS },
      'trade terms back office ready',
    );
    const mail = config.SMTP_URL
      ? startMailDispatcher({
          db: database.db,
          transport: nodemailer.createTransport(config.SMTP_URL),
          from: config.MAIL_FROM,
          baseUrl: publicUrl(config),
          intervalMs: config.MAIL_DISPATCH_INTERVAL_SECONDS * 1000,
          log: app.log,
        })
      : null;
    if (!mail && isProductionServer(config)) {
      app.log.warn('SMTP_URL is not set: e-mails (password links) wait in the mail_outbox table unsent');
    }
    return {
      app,
      database,
      async stop() {
        mail?.stop();
        workers?.stop();
        await app.close();
        await queue.stop();
        await database.close();
      },
    };
  } catch (error) {
    await jobs?.stop().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
