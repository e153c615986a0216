import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { importOutcome } from '@trade-terms/domain/import-export-jobs';
import type { CellValue } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { csvRows } from '../../platform/storage/csv-rows';
import { type FileStorage, readWhole } from '../../platform/storage/file-storage';
import { firstSheetRows, UnreadableSpreadsheetError } from '../../platform/storage/xlsx-rows';
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

/** What an import did with the rows of its sheet. */
export interface ImportCounts {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

/** One import of a sheet's rows: what `importSheetRows` asks of the module that imports them. */
export interface SheetRowsImport<Row> {
  /** Maps the header row to the columns; answers the headers of the required ones missing. */
  readHeader(cells: CellValue[]): string[];
  /** A data row as read, or null for an empty one. */
  readRow(number: number, cells: CellValue[]): Row | null;
  /** Checks a batch of rows and writes the valid ones (rejected ones go to the error sheet). */
  applyBatch(rows: Row[]): Promise<void>;
  /** After the last batch: an import that stages its rows applies them here, set-based. */
  finish?(): Promise<void>;
  result(): ImportCounts;
  /** Stores the error sheet, when a row was rejected; answers its key. */
  storeErrors(storage: FileStorage, key: string): Promise<string | undefined>;
}

/**
 * Reads an import job's file and applies its rows batch by batch (memory holds one batch,
 * whatever the file), then answers the job's outcome: an error for a missing required column or
 * an empty sheet; otherwise every count, the rows already as stored included (so a re-import
 * does not read as "nothing done"), and the error sheet when a row was rejected.
 */
export async function importSheetRows<Row>(
  storage: FileStorage,
  job: JobRow,
  work: SheetRowsImport<Row>,
  options: { batch: number; progress: (sheetRead: number) => void },
): Promise<JobOutcome> {
  if (!job.fileKey) return { status: 'ERRO', message: { key: 'imports.unreadable' } };
  let missing: string[] = [];
  let pending: Row[] = [];
  for await (const { number, cells, sheetRead } of firstSheetRows(await readWhole(storage, job.fileKey))) {
    // With a column missing the file is still read to its end: one broken further down is
    // reported as unreadable, whatever its header says.
    if (missing.length > 0) continue;
    if (number === 1) {
      missing = work.readHeader(cells);
      continue;
    }
    const row = work.readRow(number, cells);
    if (row) pending.push(row);
    if (pending.length >= options.batch) {
      await work.applyBatch(pending);
      pending = [];
      options.progress(sheetRead);
    }
  }
  if (missing.length > 0) return missingColumns(missing);
  if (pending.length > 0) await work.applyBatch(pending);
  return closeImport(storage, job, work);
}

const missingColumns = (missing: string[]): JobOutcome => ({
  status: 'ERRO',
  message: { key: 'imports.missingColumns', params: { columns: missing.join(', ') } },
});

/** After the last row: the set-based apply, the counts, the error sheet, the job's outcome. */
async function closeImport<Row>(
  storage: FileStorage,
  job: JobRow,
  work: SheetRowsImport<Row>,
): Promise<JobOutcome> {
  await work.finish?.();
  const counts = work.result();
  if (counts.read === 0) return { status: 'ERRO', message: { key: 'imports.emptySheet' }, counts };
  const errorsKey = await work.storeErrors(storage, `jobs/${job.id}/erros.xlsx`);
  return {
    status: importOutcome({ valid: counts.read - counts.rejected, rejected: counts.rejected }),
    message: {
      key: 'imports.summary',
      params: {
        read: String(counts.read),
        created: String(counts.inserted),
        changed: String(counts.updated),
        unchanged: String(counts.unchanged),
        rejected: String(counts.rejected),
      },
    },
    counts,
    ...(errorsKey ? { errorsKey } : {}),
  };
}

/**
 * The same as `importSheetRows` for a CSV file (a streamed upload): the file is streamed from the
 * storage and never held whole, so its size has no bearing on memory; one page of records is
 * read while the previous one is applied.
 */
export async function importCsvRows<Row>(
  storage: FileStorage,
  job: JobRow,
  work: SheetRowsImport<Row>,
  options: { progress: (sheetRead: number) => void },
): Promise<JobOutcome> {
  if (!job.fileKey) return { status: 'ERRO', message: { key: 'imports.unreadable' } };
  const size = (await storage.size(job.fileKey)) ?? 0;
  let missing: string[] | null = null;
  for await (const page of csvRows(await storage.open(job.fileKey), size)) {
    let rows = page.rows;
    if (page.first === 1) {
      missing = work.readHeader(rows[0] ?? []);
      rows = rows.slice(1);
    }
    if (missing === null || missing.length > 0) continue;
    const batch: Row[] = [];
    rows.forEach((cells, index) => {
      const row = work.readRow(page.first + (page.first === 1 ? 1 : 0) + index, cells);
      if (row) batch.push(row);
    });
    if (batch.length > 0) await work.applyBatch(batch);
    options.progress(page.read);
  }
  if (missing && missing.length > 0) return missingColumns(missing);
  return closeImport(storage, job, work);
}
