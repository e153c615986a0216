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
import type { CellValue, FieldDeclaration } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { QUEUES } from '../../platform/jobs/job-queue';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  type ImportCounts,
  importSheetRows,
  type JobDeps,
  runImportJob,
  type SheetRowsImport,
} from '../imports-exports/job-runner';
import type { JobOutcome, JobRow } from '../imports-exports/jobs-service';
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
  createStaging,
  type RejectedRow,
  rejectedRows,
  type StagedRow,
  stageRows,
} from './calculation-data-staging';

/** Rows staged per statement; memory holds one batch at a time, whatever the file. */
const BATCH = 5000;
/** Rejected rows read back per round trip to write the error sheet. */
const ERRORS_PAGE = 5000;

const columnsOf = (source: CalcDataSource): SheetColumn[] =>
  CALC_DATA_SHEETS[source].map((field) => ({ kind: 'field' as const, field }));

/** Receives a source's spreadsheet (the uploads' checks) and queues its import as a job. */
export function receiveCalcDataImport(
  context: AppContext,
  source: CalcDataSource,
  upload: { nomeArquivo: string; conteudo: string },
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

/** A source's empty import spreadsheet, with an instructions sheet. */
export async function calcDataTemplate(source: CalcDataSource, language: Language) {
  const content = await sheetTemplate(
    language,
    translate(language, CALC_DATA_TITLES[source]),
    columnsOf(source),
    CALC_DATA_SHEET_NOTES[source].map((key) => translate(language, key)),
  );
  return {
    conteudo: content.toString('base64'),
    nomeArquivo: `modelo-${source.toLowerCase()}.xlsx`,
    tipoArquivo: 'xlsx',
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
    };
    this.columns.forEach((field, index) => {
      const read = field ? READERS[field.name] : undefined;
      if (field && read)
        (row as unknown as Record<string, string | null>)[field.name] = read(cells[index] ?? null);
    });
    return row;
  }

  async applyBatch(rows: StagedRow[]): Promise<void> {
    if (!this.staged) {
      await createStaging(this.db);
      this.staged = true;
    }
    await this.staging;
    this.staging = stageRows(this.db, rows);
    // Awaited by the next batch or by `finish`; marked handled meanwhile, so a failure is
    // reported there (failing the job) and never as an unhandled rejection.
    this.staging.catch(() => undefined);
    this.counts.read += rows.length;
  }

  async finish(): Promise<void> {
    if (!this.staged) return;
    await this.staging;
    await checkStaged(this.db, this.source);
    let after = 0;
    for (;;) {
      const page = await rejectedRows(this.db, after, ERRORS_PAGE);
      for (const row of page) this.reject(row);
      if (page.length < ERRORS_PAGE) break;
      after = (page.at(-1) as RejectedRow).number;
    }
    const written = await applyChecked(this.db, this.source, this.job.id);
    this.counts = {
      read: this.counts.read,
      inserted: written.inserted,
      updated: written.updated,
      unchanged: written.valid - written.inserted - written.updated,
      rejected: this.counts.rejected,
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
    this.counts.rejected++;
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
  const outcome = await importSheetRows(storage, job, work, { batch: BATCH, progress });
  // Every row refused: the source's own import error, the error sheet saying why.
  if (outcome.status === 'ERRO' && outcome.errorsKey)
    return { ...outcome, message: { key: CALC_DATA_IMPORT_ERRORS[source] } };
  return outcome;
}

/** The queue's handler: an import applied once, its rows and the job's closing in one transaction. */
export function runCalcDataImport(deps: JobDeps, jobId: string): Promise<void> {
  return runImportJob(deps, jobId, (tx, job, progress) => importCalcData(tx, deps.storage, job, progress));
}
