import pino from 'pino';
import { startWorkers } from './jobs';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { startJobQueue } from './platform/jobs/job-queue';
import { openFileStorage } from './platform/storage/open-file-storage';
import { MIGRATIONS_DIR } from './server';

/**
 * `npm run start:worker`: a process that only runs jobs (imports, exports), beside API
 * processes started with RUN_WORKERS=false. It needs the same DATABASE_URL and file storage.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  await database.migrate(MIGRATIONS_DIR);
  const jobs = await startJobQueue(database, {
    pollingIntervalSeconds: config.JOB_POLL_SECONDS,
    onError: (error) => log.error({ err: error }, 'job queue error'),
  });
  const workers = await startWorkers({ config, database, jobs, storage: openFileStorage(config) }, log);
  log.info({ database: database.kind }, 'job worker ready');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    workers.stop();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
