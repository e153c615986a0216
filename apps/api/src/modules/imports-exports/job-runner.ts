import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import { UnreadableSpreadsheetError } from '../../platform/storage/xlsx-rows';
import { startJobPulse } from './job-pulse';
import { findJob, finishJob, isFinished, type JobOutcome, type JobRow, markStarted } from './jobs-service';

/** What a job's worker needs: the database, the files, and where to log a failure. */
export interface JobDeps {
  db: Db;
  storage: FileStorage;
  log: { error(object: unknown, message: string): void };
}

/** 10 when started, 95 when the whole sheet is applied; 100 is the job's closing. */
const STARTED = 10;
const progressAt = (sheetRead: number) => STARTED + Math.floor(sheetRead * 85);

/**
 * Runs an import job, whatever it imports. The work and the job's closing are one transaction,
 * and a job already closed is skipped, so a job delivered twice (a retry after a crash) is
 * applied once. Progress (the share of the sheet read, 0 to 1) and the heartbeat are written
 * beside the transaction (`startJobPulse`), so the dashboard sees them move and a dead worker's
 * job is found. A file that is no spreadsheet ends the job as unreadable; any other failure as
 * the spec's import error, nothing applied.
 */
export async function runImportJob(
  deps: JobDeps,
  jobId: string,
  work: (tx: Db, job: JobRow, progress: (sheetRead: number) => void) => Promise<JobOutcome>,
): Promise<void> {
  const job = await findJob(deps.db, jobId);
  if (!job || isFinished(job)) return;
  await markStarted(deps.db, jobId, STARTED);
  const pulse = startJobPulse(deps.db, jobId, STARTED);
  try {
    await deps.db.transaction(async (tx) => {
      // Two deliveries of one job never run together. A lock on the job row would do it too,
      // but would hold the pulse's progress writes until the end.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${jobId}, 0))`);
      const current = await findJob(tx, jobId);
      if (!current || isFinished(current)) return;
      const outcome = await work(tx, current, (sheetRead) => pulse.progress(progressAt(sheetRead)));
      await finishJob(tx, jobId, outcome);
    });
  } catch (error) {
    const unreadable = error instanceof UnreadableSpreadsheetError;
    if (!unreadable) deps.log.error({ err: error, jobId }, 'import failed');
    await finishJob(deps.db, jobId, {
      status: 'ERRO',
      message: { key: unreadable ? 'imports.unreadable' : 'imports.failed' },
    });
  } finally {
    await pulse.stop();
  }
}
