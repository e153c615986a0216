import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { TRestrictions } from '@trade-terms/domain/session';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import { UnreadableSpreadsheetError } from '../../platform/storage/xlsx-rows';
import { startJobPulse } from './job-pulse';
import { carriedRestrictions } from './job-restrictions';
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

/** What an export wrote: the spreadsheet's temporary file, its row count and its download name. */
export interface WrittenExport {
  file: string;
  rows: number;
  name: string;
}

/**
 * Runs an export job, whatever it exports: `write` writes the rows the job's filters and its
 * requester's restrictions find to a temporary spreadsheet; the file is stored as the job's
 * result and the job closed, or closed as an error. A job that carries no restrictions is not run.
 */
export async function runExportJob<TFilters extends object>(
  deps: JobDeps,
  jobId: string,
  write: (job: JobRow, restrictions: TRestrictions, filters: TFilters) => Promise<WrittenExport>,
): Promise<void> {
  const job = await findJob(deps.db, jobId);
  if (!job || isFinished(job)) return;
  const carried = carriedRestrictions<TFilters>(job.parameters);
  if (!carried) {
    await finishJob(deps.db, jobId, { status: 'ERRO', message: { key: 'errors.internal' } });
    return;
  }
  await markStarted(deps.db, jobId, STARTED);
  // The heartbeat only: the number of rows is not known before they are all written.
  const pulse = startJobPulse(deps.db, jobId, STARTED);
  let file: string | null = null;
  try {
    const written = await write(job, carried.restrictions, carried.rest);
    file = written.file;
    const key = `jobs/${job.id}/${written.name.toLowerCase()}`;
    await deps.storage.save(key, createReadStream(written.file));
    await finishJob(deps.db, jobId, {
      status: 'FINALIZADO',
      resultKey: key,
      resultName: written.name,
      counts: { read: written.rows, inserted: 0, updated: 0, unchanged: 0, rejected: 0 },
    });
  } catch (error) {
    deps.log.error({ err: error, jobId }, 'export failed');
    await finishJob(deps.db, jobId, { status: 'ERRO', message: { key: 'errors.internal' } });
  } finally {
    await pulse.stop();
    if (file) await rm(file, { force: true });
  }
}
