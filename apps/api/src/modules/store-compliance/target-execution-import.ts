import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TImportUpload } from '@trade-terms/domain/import-export-jobs';
import { type CellValue, type FieldDeclaration, readCell } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import {
  TARGET_EXECUTION_JOB_KIND,
  TARGET_EXECUTION_SHEET,
  TARGET_EXECUTION_SHEET_NOTES,
  TARGET_EXECUTION_TITLE,
  type TTargetExecutionFields,
  ZTargetExecutionSaveSchema,
} from '@trade-terms/domain/target-execution';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import { describeIssue, type FieldProblem } from '@trade-terms/domain/validation-messages';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { type AuditEntry, appendAudits } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { QUEUES } from '../../platform/jobs/job-queue';
import type { FileStorage } from '../../platform/storage/file-storage';
import { carriedRestrictions } from '../imports-exports/job-restrictions';
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
import { type AnswerRow, answerKeyText, answersByKeys, findAnswerView } from './target-execution-repository';
import {
  answerColumns,
  auditViewOf,
  type ResolvedAnswer,
  resolveAnswers,
  sameAnswer,
} from './target-execution-service';
import { targetExecutionAnswers } from './target-execution-table';

/** Rows checked per round trip; memory holds one batch at a time, whatever the file. */
const BATCH = 500;

const COLUMNS: SheetColumn[] = TARGET_EXECUTION_SHEET.map((field) => ({ kind: 'field' as const, field }));

/** Receives an answers spreadsheet (the uploads' checks) and queues its import as a job. */
export function receiveAnswersImport(
  context: AppContext,
  upload: TImportUpload,
  requester: Requester & { restrictions: TRestrictions },
  language: Language,
): Promise<JobRow> {
  return queueUploadedImport(
    context,
    { subject: TARGET_EXECUTION_JOB_KIND, queue: QUEUES.targetExecution },
    upload,
    requester,
    language,
  );
}

/** The empty answers spreadsheet, with an instructions sheet. */
export async function answersTemplate(language: Language) {
  const content = await sheetTemplate(
    language,
    translate(language, TARGET_EXECUTION_TITLE),
    COLUMNS,
    TARGET_EXECUTION_SHEET_NOTES.map((key) => translate(language, key)),
  );
  return {
    content: content.toString('base64'),
    fileName: 'modelo-execucao-meta.xlsx',
    fileType: 'xlsx',
    mime: SPREADSHEET_MIME,
  };
}

interface PendingRow {
  number: number;
  raw: CellValue[];
  values: Record<string, unknown>;
  problems: string[];
}

/**
 * One import: every row read and checked as a save would check it, a row repeated in the file
 * refused, each valid row compared with the stored answer of the same identity (new, changed,
 * or unchanged: then nothing is written), written with its audit row.
 */
class AnswersImport implements SheetRowsImport<PendingRow> {
  private header: string[] = [];
  private columns: (FieldDeclaration | null)[] = [];
  private readonly seen = new Map<string, number>();
  private readonly counts: ImportCounts = { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
  private readonly errors: ErrorSheet;

  constructor(
    private readonly db: Db,
    private readonly language: Language,
    private readonly restrictions: TRestrictions,
    private readonly actorId: number,
  ) {
    this.errors = new ErrorSheet(language);
  }

  private label(name: string): string {
    const field = TARGET_EXECUTION_SHEET.find((candidate) => candidate.name === name);
    return field ? translate(this.language, field.label) : name;
  }

  /** Maps the header row to the sheet's columns; the labels of the missing required ones. */
  readHeader(cells: CellValue[]): string[] {
    this.header = cells.map((cell) => (cell === null ? '' : String(cell)));
    this.columns = this.header
      .map((text) => COLUMNS.find((column) => matchesHeader(column, text)) ?? null)
      .map((column) => (column?.kind === 'field' ? column.field : null));
    return COLUMNS.filter(
      (column) => column.kind === 'field' && column.field.required && !this.columns.includes(column.field),
    ).map((column) => columnHeader(this.language, column));
  }

  readRow(number: number, cells: CellValue[]): PendingRow | null {
    if (cells.every((cell) => cell === null || String(cell).trim() === '')) return null;
    this.counts.read++;
    const row: PendingRow = { number, raw: cells, values: {}, problems: [] };
    this.columns.forEach((field, index) => {
      if (!field) return;
      const reading = readCell(field, cells[index] ?? null);
      if (reading.ok) row.values[field.name] = reading.value;
      else
        row.problems.push(
          `${this.label(field.name)}: ${translate(this.language, reading.message, reading.params)}`,
        );
    });
    return row;
  }

  private describe(found: FieldProblem): string {
    return `${this.label(String(found.path[0]))}: ${translate(this.language, found.message, found.params)}`;
  }

  async applyBatch(rows: PendingRow[]): Promise<void> {
    const inputs: { row: PendingRow; fields: TTargetExecutionFields }[] = [];
    for (const row of rows) {
      if (row.problems.length > 0) continue;
      const parsed = ZTargetExecutionSaveSchema.safeParse(row.values);
      if (parsed.success) {
        const { id: _id, version: _version, ...fields } = parsed.data;
        inputs.push({ row, fields });
        continue;
      }
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        const value = row.values[name];
        const missing = (value === undefined || value === null || value === '') && issue.code !== 'custom';
        row.problems.push(
          `${this.label(name)}: ${describeIssue(this.language, { ...issue, missing } as never)}`,
        );
      }
    }
    let stored = new Map<string, AnswerRow>();
    const { resolved, problems } = await resolveAnswers(
      this.db,
      inputs.map((input) => input.fields),
      this.restrictions,
      async (keys) => {
        stored = await answersByKeys(
          this.db,
          keys.filter((key) => key !== null),
          { lock: true },
        );
        return keys.map((key) => (key && stored.has(answerKeyText(key)) ? key : null));
      },
    );
    const audits: AuditEntry[] = [];
    for (const [index, { row }] of inputs.entries()) {
      for (const found of problems[index] ?? []) row.problems.push(this.describe(found));
      const answer = resolved[index];
      if (!answer || row.problems.length > 0) continue;
      const key = answerKeyText(answer);
      const first = this.seen.get(key);
      if (first !== undefined) {
        row.problems.push(translate(this.language, 'leverSheets.duplicatedRow', { row: first }));
        continue;
      }
      this.seen.set(key, row.number);
      const audit = await this.write(answer, stored.get(key));
      if (audit) audits.push(audit);
    }
    await appendAudits(this.db, audits);
    for (const row of rows) {
      if (row.problems.length === 0) continue;
      this.counts.rejected++;
      this.errors.add(this.header, row.number, row.raw, row.problems.join('; '));
    }
  }

  result(): ImportCounts {
    return { ...this.counts };
  }

  storeErrors(storage: FileStorage, key: string): Promise<string | undefined> {
    return this.errors.store(storage, key);
  }

  /** Writes a new or changed answer and answers its audit row; nothing for an unchanged one. */
  private async write(answer: ResolvedAnswer, before: AnswerRow | undefined): Promise<AuditEntry | null> {
    const table = targetExecutionAnswers;
    if (before && sameAnswer(before, answer)) {
      this.counts.unchanged++;
      return null;
    }
    const beforeView = before ? await findAnswerView(this.db, before.id) : null;
    let id: number;
    if (before) {
      await this.db
        .update(table)
        .set({
          ...answerColumns(answer),
          updatedAt: new Date(),
          updatedBy: this.actorId,
          version: sql`${table.version} + 1`,
        })
        .where(eq(table.id, before.id));
      id = before.id;
      this.counts.updated++;
    } else {
      const [inserted] = await this.db
        .insert(table)
        .values({ ...answerColumns(answer), createdBy: this.actorId, updatedBy: this.actorId })
        .returning({ id: table.id });
      id = inserted?.id as number;
      this.counts.inserted++;
    }
    const after = await findAnswerView(this.db, id);
    return {
      entity: 'target_execution_answer',
      entityId: id,
      action: before ? 'ALTERADO' : 'CRIADO',
      actorId: this.actorId,
      ...(beforeView ? { before: auditViewOf(beforeView) } : {}),
      ...(after ? { after: auditViewOf(after) } : {}),
      justification: 'importação',
    };
  }
}

function importAnswers(
  db: Db,
  storage: FileStorage,
  job: JobRow,
  progress: (sheetRead: number) => void,
): Promise<JobOutcome> {
  const carried = carriedRestrictions(job.parameters);
  if (!carried) return Promise.resolve({ status: 'ERRO', message: { key: 'imports.failed' } });
  const work = new AnswersImport(db, job.language as Language, carried.restrictions, job.requestedBy);
  return importSheetRows(storage, job, work, { batch: BATCH, progress });
}

/** The queue's handler: an import applied once, its rows and the job's closing in one transaction. */
export function runAnswersImport(deps: JobDeps, jobId: string): Promise<void> {
  return runImportJob(deps, jobId, (tx, job, progress) => importAnswers(tx, deps.storage, job, progress));
}
