import PgBoss from 'pg-boss';
import type { Database } from '../db/database';

/**
 * Background jobs on the application's own database (pg-boss, in its `pgboss` schema). On
 * PGlite it runs through the database's `executeSql`, so the embedded install needs no server.
 * Jobs are rows: they survive restarts, and any number of worker processes share them.
 */
export interface JobQueue {
  /** Queues a job; the id is the caller's, so sending the same id twice queues it once. */
  send(queue: string, id: string, data: object): Promise<void>;
  /** Runs jobs of a queue in this process, one at a time. */
  work(queue: string, handler: (data: Record<string, unknown>) => Promise<void>): Promise<void>;
  /**
   * Hands back a job whose worker died while running it, to run again after the retry delay;
   * 'failed' when it has used all its attempts (or the queue no longer holds it).
   */
  retryAbandoned(queue: string, id: string): Promise<'retrying' | 'failed'>;
  stop(): Promise<void>;
}

export const QUEUES = {
  import: 'master-data-import',
  export: 'master-data-export',
  integration: 'integration-import',
  leverSheet: 'lever-sheet-import',
  leverSheetExport: 'lever-sheet-export',
  targetExecution: 'target-execution-import',
  agreementTemplate: 'agreement-template-import',
  agreementTemplateExport: 'agreement-template-export',
  calcDataImport: 'calculation-data-import',
  calcDataExport: 'calculation-data-export',
  ascertainmentReportExport: 'ascertainment-report-export',
  ascertainmentAchievements: 'ascertainment-achievements',
  paymentSapReturn: 'payment-sap-return-import',
  budgetMapSheet: 'budget-map-sheet-import',
} as const;

export interface JobQueueOptions {
  pollingIntervalSeconds: number;
  onError(error: unknown): void;
}

export async function startJobQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // A job whose worker died is handed back by the jobs' heartbeat check (retryAbandoned)
    // within seconds; the expiry is the last resort. Our handlers make a retry harmless.
    retryLimit: 3,
    retryDelay: 5,
    expireInMinutes: 30,
  });
  boss.on('error', options.onError);
  await boss.start();
  for (const queue of Object.values(QUEUES)) {
    if (await boss.getQueue(queue)) continue;
    try {
      await boss.createQueue(queue);
    } catch (error) {
      // Another process created it at the same moment.
      if (!(await boss.getQueue(queue))) throw error;
    }
  }
  // The workers this process runs, by queue: a job sent here wakes them at once instead of
  // waiting for their next poll (up to JOB_POLL_SECONDS). Workers of other processes still poll.
  const localWorkers = new Map<string, string[]>();
  return {
    async send(queue, id, data) {
      await boss.send(queue, data, { id });
      for (const workerId of localWorkers.get(queue) ?? []) boss.notifyWorker(workerId);
    },
    async work(queue, handler) {
      const workerId = await boss.work<Record<string, unknown>>(
        queue,
        { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
      localWorkers.set(queue, [...(localWorkers.get(queue) ?? []), workerId]);
    },
    async retryAbandoned(queue, id) {
      await boss.fail(queue, id, { message: 'the worker running this job stopped' });
      const job = await boss.getJobById(queue, id);
      return job?.state === 'retry' || job?.state === 'created' ? 'retrying' : 'failed';
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
