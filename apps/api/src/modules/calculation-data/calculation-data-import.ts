import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CALC_DATA_IMPORT_ERRORS,
  CALC_DATA_JOB_KINDS,
  CALC_DATA_PROBLEM_MESSAGES,
  CALC_DATA_SHEET_NOTES,
  CALC_DATA_SHEETS,
  CALC_DATA_TITLES,
  type CalcDataSource,
  calcDataSourceOfJobKind,
} from '@trade-terms/domain/calculation-data';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TImportUpload } from '@trade-terms/domain/import-export-jobs';
import type { CellValue, FieldDeclaration } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import { CSV_EXTENSION, SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../platform/audit/audit-log';
import { type CopyIn, copyIn } from '../../platform/db/copy-from';
import type { Db } from '../../platform/db/database';
import { storeStreamedUpload } from '../../platform/http/streamed-upload';
import { QUEUES } from '../../platform/jobs/job-queue';
import type { FileStorage } from '../../platform/storage/file-storage';
import { restrictedParameters } from '../imports-exports/job-restrictions';
import {
  type ImportCounts,
  importCsvRows,
  importSheetRows,
  type JobDeps,
  runImportJob,
  type SheetRowsImport,
} from '../imports-exports/job-runner';
import { createJob, type JobOutcome, type JobRow, queueRecordedJob } from '../imports-exports/jobs-service';
import {
  columnHeader,
  ErrorSheet,
  matchesHeader,
  type SheetColumn,
  sheetTemplate,
} from '../master-data/register-spreadsheets';
import { queueUploadedImport, type Requester } from '../master-data/register-uploads';
import {
  applyChecked,
  checkStaged,
  countRejected,
  createStaging,
  invalidBits,
  type RejectedRow,
  rejectedRows,
  STAGING_COPY,
  type StagedRow,
  stagedValues,
  stageRows,
} from './calculation-data-staging';

/** Rows staged per statement; memory holds one batch at a time, whatever the file. */
const BATCH = 5000;
/** Rejected rows read back per round trip to write the error sheet. */
const ERRORS_PAGE = 5000;
/**
 * The error sheet lists the first refused rows, in file order, up to this many, and then says
 * how many more were refused: a file of millions of bad rows must not make a sheet as large as
 * itself. The counts (job's message, dashboard) always cover every row.
 */
export const ERROR_SHEET_MAX_ROWS = 10_000;

const columnsOf = (source: CalcDataSource): SheetColumn[] =>
  CALC_DATA_SHEETS[source].map((field) => ({ kind: 'field' as const, field }));

/** Receives a source's spreadsheet (the uploads' checks) and queues its import as a job. */
export function receiveCalcDataImport(
  context: AppContext,
  source: CalcDataSource,
  upload: TImportUpload,
  requester: Requester & { restrictions: TRestrictions },
  language: Language,
): Promise<JobRow> {
  return queueUploadedImport(
    context,
    { subject: CALC_DATA_JOB_KINDS[source], queue: QUEUES.calcDataImport },
    upload,
    requester,
    language,
  );
}

/**
 * Receives a source's CSV file, streamed from the request's body to the file storage (the
 * streamed uploads' checks and limit), and queues its import as a job, as a spreadsheet's.
 */
export async function receiveCalcDataFile(
  context: AppContext,
  source: CalcDataSource,
  upload: { fileName: string; body: Readable; declaredBytes: number | null },
  requester: Requester & { restrictions: TRestrictions },
  language: Language,
): Promise<JobRow> {
  const key = `uploads/${randomUUID()}${CSV_EXTENSION}`;
  const stored = await storeStreamedUpload(
    upload.body,
    { name: upload.fileName, declaredBytes: upload.declaredBytes },
    { extensions: [CSV_EXTENSION], maxBytes: context.config.STREAMED_UPLOAD_MAX_BYTES },
    { storage: context.storage, key },
  );
  const job = await createJob(context.database.db, {
    type: 'IMPORTACAO',
    register: CALC_DATA_JOB_KINDS[source],
    requester,
    language,
    parameters: restrictedParameters({}, requester.restrictions),
    file: { name: upload.fileName.trim(), key, hash: stored.hash },
  });
  await queueRecordedJob(context.database.db, context.jobs, QUEUES.calcDataImport, job);
  return job;
}

/** A source's empty import spreadsheet, with an instructions sheet. */
export async function calcDataTemplate(source: CalcDataSource, language: Language) {
  const content = await sheetTemplate(
    language,
    translate(language, CALC_DATA_TITLES[source]),
    columnsOf(source),
    CALC_DATA_SHEET_NOTES[source].map((key) => translate(language, key)),
  );
  return {
    content: content.toString('base64'),
    fileName: `modelo-${source.toLowerCase()}.xlsx`,
    fileType: 'xlsx',
    mime: SPREADSHEET_MIME,
  };
}

const code = (cell: CellValue): string | null => {
  if (cell === null) return null;
  const text = String(cell).trim().toUpperCase();
  return text === '' ? null : text;
};

/** A competence cell: MM/YYYY as typed, or a date cell read as its month. */
const competenceText = (cell: CellValue): string | null => {
  if (cell instanceof Date)
    return `${String(cell.getUTCMonth() + 1).padStart(2, '0')}/${cell.getUTCFullYear()}`;
  return code(cell);
};

/** A number cell as text; a typed one with a Brazilian comma ("1.234,50") read as 1234.50. */
const decimalText = (cell: CellValue): string | null => {
  if (cell === null) return null;
  if (typeof cell === 'number') return String(cell);
  const text = String(cell).trim();
  if (text === '') return null;
  return text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
};

const READERS: Record<string, (cell: CellValue) => string | null> = {
  customerCode: code,
  storeCode: code,
  distributorCode: code,
  skuCode: code,
  competence: competenceText,
  volume: decimalText,
  niv: decimalText,
  gsv: decimalText,
  grossRevenue: decimalText,
};

/**
 * One import of a source's sheet: rows read as text and staged batch by batch; at the end
 * checked and applied set-based (`calculation-data-staging.ts`); one audit row with the counts.
 */
class CalcDataImport implements SheetRowsImport<StagedRow> {
  private columns: (FieldDeclaration | null)[] = [];
  private staged = false;
  /** The batch being staged: the next one is read while the database writes this one. */
  private staging: Promise<void> = Promise.resolve();
  /** On PostgreSQL the rows stream into the staging table through one `COPY`. */
  private copy: CopyIn | null = null;
  private counts: ImportCounts = { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
  private readonly errors: ErrorSheet;

  constructor(
    private readonly db: Db,
    private readonly source: CalcDataSource,
    private readonly job: JobRow,
    private readonly language: Language,
  ) {
    this.errors = new ErrorSheet(language);
  }

  readHeader(cells: CellValue[]): string[] {
    const columns = columnsOf(this.source);
    this.columns = cells
      .map((cell) => (cell === null ? '' : String(cell)))
      .map((text) => columns.find((column) => matchesHeader(column, text)) ?? null)
      .map((column) => (column?.kind === 'field' ? column.field : null));
    return columns
      .filter((column) => column.kind === 'field' && !this.columns.includes(column.field))
      .map((column) => columnHeader(this.language, column));
  }

  readRow(number: number, cells: CellValue[]): StagedRow | null {
    if (cells.every((cell) => cell === null || String(cell).trim() === '')) return null;
    const row: StagedRow = {
      number,
      customerCode: null,
      storeCode: null,
      distributorCode: null,
      skuCode: null,
      competence: null,
      volume: null,
      niv: null,
      gsv: null,
      grossRevenue: null,
      invalid: 0,
    };
    this.columns.forEach((field, index) => {
      const read = field ? READERS[field.name] : undefined;
      if (field && read)
        (row as unknown as Record<string, string | null>)[field.name] = read(cells[index] ?? null);
    });
    row.invalid = invalidBits(row);
    return row;
  }

  async applyBatch(rows: StagedRow[]): Promise<void> {
    if (!this.staged) {
      await createStaging(this.db);
      this.copy = copyIn(this.db, STAGING_COPY);
      this.staged = true;
    }
    this.counts.read += rows.length;
    if (this.copy) {
      await this.copy.writeRows(rows.map(stagedValues));
      return;
    }
    await this.staging;
    this.staging = stageRows(this.db, rows);
    // Awaited by the next batch or by `finish`; marked handled meanwhile, so a failure is
    // reported there (failing the job) and never as an unhandled rejection.
    this.staging.catch(() => undefined);
  }

  async finish(): Promise<void> {
    if (!this.staged) return;
    await this.staging;
    if (this.copy) await this.copy.end();
    await checkStaged(this.db, this.source);
    let after = 0;
    let listed = 0;
    while (listed < ERROR_SHEET_MAX_ROWS) {
      const page = await rejectedRows(this.db, after, Math.min(ERRORS_PAGE, ERROR_SHEET_MAX_ROWS - listed));
      for (const row of page) this.reject(row);
      listed += page.length;
      if (page.length === 0 || listed >= ERROR_SHEET_MAX_ROWS) break;
      after = (page.at(-1) as RejectedRow).number;
    }
    const rejected = listed < ERROR_SHEET_MAX_ROWS ? listed : await countRejected(this.db);
    if (rejected > listed) {
      this.errors.note(
        CALC_DATA_SHEETS[this.source].length,
        translate(this.language, 'calcData.errorsCapped', {
          shown: String(listed),
          more: String(rejected - listed),
        }),
      );
    }
    const written = await applyChecked(this.db, this.source, this.job.id);
    this.counts = {
      read: this.counts.read,
      inserted: written.inserted,
      updated: written.updated,
      unchanged: written.valid - written.inserted - written.updated,
      rejected,
    };
    // One audit row for the batch: at tens of millions of rows a month, one per row would
    // outweigh the data itself (docs/domain.md, "Calculation data").
    await appendAudit(this.db, {
      entity: CALC_DATA_JOB_KINDS[this.source],
      entityId: this.job.id,
      action: 'IMPORTADO',
      actorId: this.job.requestedBy,
      after: { arquivo: this.job.fileName, ...this.counts },
      justification: 'importação',
    });
  }

  private reject(row: RejectedRow): void {
    const fields = CALC_DATA_SHEETS[this.source];
    const reasons = row.problems.map((problem) =>
      translate(this.language, CALC_DATA_PROBLEM_MESSAGES[problem], { row: String(row.firstRow) }),
    );
    this.errors.add(
      fields.map((field) => translate(this.language, field.label)),
      row.number,
      fields.map((field) => (row as unknown as Record<string, string | null>)[field.name] ?? null),
      reasons.join('; '),
    );
  }

  result(): ImportCounts {
    return { ...this.counts };
  }

  /** After a failure part-way (a file unreadable further down): an open `COPY` is given up. */
  async abandon(): Promise<void> {
    await this.copy?.abort();
  }

  storeErrors(storage: FileStorage, key: string): Promise<string | undefined> {
    return this.errors.store(storage, key);
  }
}

async function importCalcData(
  db: Db,
  storage: FileStorage,
  job: JobRow,
  progress: (sheetRead: number) => void,
): Promise<JobOutcome> {
  const source = calcDataSourceOfJobKind(job.register);
  if (!source) return { status: 'ERRO', message: { key: 'imports.failed' } };
  const work = new CalcDataImport(db, source, job, job.language as Language);
  let outcome: JobOutcome;
  try {
    outcome = job.fileKey?.endsWith(CSV_EXTENSION)
      ? await importCsvRows(storage, job, work, { progress })
      : await importSheetRows(storage, job, work, { batch: BATCH, progress });
  } catch (error) {
    await work.abandon();
    throw error;
  }
  // Every row refused: the source's own import error, the error sheet saying why.
  if (outcome.status === 'ERRO' && outcome.errorsKey)
    return { ...outcome, message: { key: CALC_DATA_IMPORT_ERRORS[source] } };
  return outcome;
}

/** The queue's handler: an import applied once, its rows and the job's closing in one transaction. */
export function runCalcDataImport(deps: JobDeps, jobId: string): Promise<void> {
  return runImportJob(deps, jobId, (tx, job, progress) => importCalcData(tx, deps.storage, job, progress));
}
