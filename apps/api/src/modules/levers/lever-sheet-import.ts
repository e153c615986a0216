import { readFile } from 'node:fs/promises';
import { formatBrDate } from '@trade-terms/domain/dates';
import { type Language, translate } from '@trade-terms/domain/i18n';
import { importOutcome, type TImportUpload } from '@trade-terms/domain/import-export-jobs';
import { changedFields, type LeverSheetKind, sheetRowKey } from '@trade-terms/domain/lever-sheets';
import {
  type CellValue,
  type FieldDeclaration,
  readCell,
  type TRegisterRecord,
} from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import {
  emptyOutcomeCounts,
  type SheetOutcomeCounts,
  type SheetRowOutcome,
  type TSheetPreview,
} from '@trade-terms/domain/sheet-previews';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import { describeIssue, type FieldProblem } from '@trade-terms/domain/validation-messages';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { type AuditEntry, appendAudits } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { insertRecord, type VersionedTable } from '../../platform/db/versioned-save';
import { QUEUES } from '../../platform/jobs/job-queue';
import { type FileStorage, readWhole } from '../../platform/storage/file-storage';
import { firstSheetRows } from '../../platform/storage/xlsx-rows';
import { carriedRestrictions } from '../imports-exports/job-restrictions';
import { type JobDeps, runExportJob, runImportJob } from '../imports-exports/job-runner';
import type { JobOutcome, JobRow } from '../imports-exports/jobs-service';
import {
  applyPreview,
  type NewPreviewRow,
  SheetRefused,
  type SheetRequester,
  storePreview,
} from '../imports-exports/sheet-uploads';
import { exportFileName } from '../master-data/register-export';
import {
  columnHeader,
  ErrorSheet,
  exportCell,
  matchesHeader,
  openSheetWriter,
  removeTemporary,
  type SheetColumn,
  sheetTemplate,
} from '../master-data/register-spreadsheets';
import { checkedSpreadsheet } from '../master-data/register-uploads';
import { type AnySheetKind, rowProblems, SHEET_KINDS, type SheetRecord } from './lever-sheets-service';

/** Rows checked per round trip; memory holds one batch at a time, whatever the file. */
const BATCH = 500;

const columnsOf = (kind: AnySheetKind): SheetColumn[] =>
  kind.declaration.fields.map((field) => ({ kind: 'field' as const, field }));

/** A sheet value as the preview shows it: text, dates as DD/MM/YYYY. */
function cellText(cell: CellValue | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return formatBrDate(cell.toISOString().slice(0, 10));
  const text = String(cell).trim();
  return text === '' ? null : text;
}

const storedText = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

interface PendingRow {
  number: number;
  raw: CellValue[];
  values: Record<string, unknown>;
  problems: string[];
}

/** One row's outcome: what applying it does, and what the preview and the error sheet say. */
interface ComparedRow {
  row: PendingRow;
  outcome: SheetRowOutcome;
  changed: string[];
  previous: Record<string, string | null>;
}

/**
 * Reads an uploaded sheet and compares each row with what is stored: new, changed, unchanged or
 * refused (with its reasons). The same comparison serves the preview (nothing written) and the
 * apply job, which writes the new and changed rows with their audit rows as it goes.
 */
class SheetComparison {
  private readonly seenKeys = new Map<string, number>();
  readonly counts: SheetOutcomeCounts = emptyOutcomeCounts();
  header: string[] = [];
  private columns: (FieldDeclaration | null)[] = [];

  constructor(
    private readonly db: Db,
    private readonly kind: AnySheetKind,
    private readonly language: Language,
    private readonly restrictions: TRestrictions,
  ) {}

  private label(field: FieldDeclaration): string {
    return translate(this.language, field.label);
  }

  /** Maps the header row to the imported fields; the labels of the missing required ones. */
  readHeader(cells: CellValue[]): string[] {
    this.header = cells.map((cell) => (cell === null ? '' : String(cell)));
    const imported = columnsOf(this.kind).filter(
      (column) => column.kind === 'field' && column.field.imported !== false,
    );
    this.columns = this.header.map((text) => {
      const column = imported.find((candidate) => matchesHeader(candidate, text));
      return column?.kind === 'field' ? column.field : null;
    });
    return imported
      .filter((column) => column.kind === 'field' && column.field.required)
      .filter((column) => column.kind === 'field' && !this.columns.includes(column.field))
      .map((column) => columnHeader(this.language, column));
  }

  readRow(number: number, cells: CellValue[]): PendingRow | null {
    if (cells.every((cell) => cellText(cell) === null)) return null;
    const row: PendingRow = { number, raw: cells, values: {}, problems: [] };
    this.columns.forEach((field, index) => {
      if (!field) return;
      const reading = readCell(field, cells[index] ?? null);
      if (reading.ok) row.values[field.name] = reading.value;
      else
        row.problems.push(
          `${this.label(field)}: ${translate(this.language, reading.message, reading.params)}`,
        );
    });
    return row;
  }

  private describe(problem: FieldProblem): string {
    const field = this.kind.declaration.fields.find((candidate) => candidate.name === problem.path[0]);
    const text = translate(this.language, problem.message, problem.params);
    return field ? `${this.label(field)}: ${text}` : text;
  }

  /** The batch's outcomes; with `actorId` (the apply job) the new and changed rows are written. */
  async compare(rows: PendingRow[], apply: { actorId: number } | null): Promise<ComparedRow[]> {
    const parsed = rows.map((row) => {
      if (row.problems.length > 0) return null;
      const result = this.kind.schema.safeParse(row.values);
      if (result.success) return result.data as Record<string, unknown>;
      for (const issue of result.error.issues) {
        const name = String(issue.path[0] ?? '');
        const field = this.kind.declaration.fields.find((candidate) => candidate.name === name);
        const value = row.values[name];
        const missing = (value === undefined || value === null || value === '') && issue.code !== 'custom';
        const text = describeIssue(this.language, { ...issue, missing } as never);
        row.problems.push(field ? `${this.label(field)}: ${text}` : text);
      }
      return null;
    });
    const valid = parsed.flatMap((values) => (values ? [values] : []));
    const stored = new Map(
      (await this.kind.candidates(this.db, valid, { lock: apply !== null })).map((record: SheetRecord) => [
        sheetRowKey(this.kind.declaration, record),
        record as SheetRecord,
      ]),
    );
    const keys = valid.map((values) => sheetRowKey(this.kind.declaration, values));
    const problems = await rowProblems(
      this.db,
      this.kind,
      valid,
      keys.map((key) => stored.get(key) ?? null),
      this.restrictions,
    );
    const compared: ComparedRow[] = [];
    const audits: AuditEntry[] = [];
    let validIndex = 0;
    for (const [index, row] of rows.entries()) {
      const values = parsed[index];
      if (!values) {
        compared.push(this.refuse(row));
        continue;
      }
      const key = keys[validIndex] as string;
      for (const problem of problems[validIndex] ?? []) row.problems.push(this.describe(problem));
      validIndex++;
      const first = this.seenKeys.get(key);
      if (first !== undefined) {
        row.problems.push(translate(this.language, 'leverSheets.duplicatedRow', { row: first }));
      } else this.seenKeys.set(key, row.number);
      if (row.problems.length > 0) {
        compared.push(this.refuse(row));
        continue;
      }
      const before = stored.get(key);
      const changed = before ? changedFields(this.kind.declaration, before, values) : [];
      const outcome: SheetRowOutcome = !before ? 'NOVA' : changed.length > 0 ? 'ALTERADA' : 'SEM_ALTERACAO';
      this.counts[outcome]++;
      compared.push({
        row,
        outcome,
        changed,
        previous: before ? Object.fromEntries(changed.map((name) => [name, storedText(before[name])])) : {},
      });
      if (apply && outcome !== 'SEM_ALTERACAO')
        audits.push(await this.write(values, before ?? null, apply.actorId));
    }
    await appendAudits(this.db, audits);
    return compared;
  }

  private refuse(row: PendingRow): ComparedRow {
    this.counts.RECUSADA++;
    return { row, outcome: 'RECUSADA', changed: [], previous: {} };
  }

  /** Writes a new or changed row (version + 1 on a change) and answers its audit row. */
  private async write(values: Record<string, unknown>, before: SheetRecord | null, actorId: number) {
    const { entity } = this.kind;
    const table = entity.table as VersionedTable;
    const view = entity.auditView as (record: unknown) => Record<string, unknown>;
    if (!before) {
      const id = await insertRecord(this.db, entity, values, actorId);
      return {
        entity: entity.entity,
        entityId: id,
        action: 'CRIADO',
        actorId,
        after: view(values),
        justification: 'importação',
      } satisfies AuditEntry;
    }
    await this.db
      .update(table)
      .set({
        ...entity.columns(values),
        updatedAt: new Date(),
        updatedBy: actorId,
        version: sql`${table.version} + 1`,
      } as never)
      .where(eq(table.id, before.id));
    return {
      entity: entity.entity,
      entityId: before.id,
      action: 'ALTERADO',
      actorId,
      before: view(before),
      after: { ...view(before), ...view(values) },
      justification: 'importação',
    } satisfies AuditEntry;
  }
}

/**
 * Reads a stored file and compares it, batch by batch; `onBatch` gets each batch's outcomes
 * (the preview stores them, the apply job writes the error sheet).
 */
async function compareFile(
  comparison: SheetComparison,
  file: Buffer,
  apply: { actorId: number } | null,
  onBatch: (rows: ComparedRow[], sheetRead: number) => Promise<void>,
): Promise<void> {
  let missing: string[] | null = null;
  let pending: PendingRow[] = [];
  let read = 0;
  let sheetShare = 0;
  for await (const { number, cells, sheetRead } of firstSheetRows(file)) {
    sheetShare = sheetRead;
    if (number === 1) {
      missing = comparison.readHeader(cells);
      if (missing.length > 0) break;
      continue;
    }
    const row = comparison.readRow(number, cells);
    if (!row) continue;
    read++;
    pending.push(row);
    if (pending.length >= BATCH) {
      await onBatch(await comparison.compare(pending, apply), sheetRead);
      pending = [];
    }
  }
  if (missing === null) throw new SheetRefused('imports.emptySheet');
  if (missing.length > 0) throw new SheetRefused('imports.missingColumns', { columns: missing.join(', ') });
  if (pending.length > 0) await onBatch(await comparison.compare(pending, apply), sheetShare);
  if (read === 0) throw new SheetRefused('imports.emptySheet');
}

function previewRowOf(kind: AnySheetKind, header: string[], compared: ComparedRow): NewPreviewRow {
  const values: Record<string, string | null> = {};
  kind.declaration.fields.forEach((field) => {
    const index = header.findIndex((text) => matchesHeader({ kind: 'field', field }, text));
    if (index >= 0) values[field.name] = cellText(compared.row.raw[index]);
  });
  return {
    rowNumber: compared.row.number,
    outcome: compared.outcome,
    values,
    changed: compared.changed,
    previous: compared.previous,
    reason: compared.row.problems.length > 0 ? compared.row.problems.join('; ').slice(0, 2000) : null,
  };
}

/**
 * Receives a spreadsheet (the uploads' checks: name, type, size, a real workbook), stores it and
 * compares every row with what is stored, without applying anything: the preview. A file that
 * cannot be compared (no data rows, a required column missing, not a workbook) is refused whole.
 */
export async function previewUpload(
  context: AppContext,
  kindName: LeverSheetKind,
  upload: TImportUpload,
  requester: SheetRequester,
  language: Language,
): Promise<TSheetPreview> {
  const kind = SHEET_KINDS[kindName];
  const file = await checkedSpreadsheet(context, upload);
  return storePreview(
    context,
    { kind: kindName, fileName: upload.fileName, file, requesterId: requester.id, language },
    async (tx, addRows) => {
      const comparison = new SheetComparison(tx, kind, language, requester.restrictions);
      await compareFile(comparison, file, null, (rows) =>
        addRows(rows.map((row) => previewRowOf(kind, comparison.header, row))),
      );
      return comparison.counts;
    },
  );
}

/**
 * Applies the caller's previewed upload as a job (one transaction: all or nothing), shown on the
 * imports and exports dashboard. An upload is applied once; a second apply is refused (409).
 */
export function applyUpload(
  context: AppContext,
  kindName: LeverSheetKind,
  uploadId: string,
  requester: SheetRequester,
  language: Language,
): Promise<JobRow> {
  return applyPreview(context, { kind: kindName, uploadId, requester, language, queue: QUEUES.leverSheet });
}

async function applyFile(tx: Db, storage: FileStorage, job: JobRow, progress: (share: number) => void) {
  const kind = SHEET_KINDS[job.register as LeverSheetKind];
  const language = job.language as Language;
  const carried = carriedRestrictions(job.parameters);
  if (!kind || !carried || !job.fileKey)
    return { status: 'ERRO', message: { key: 'imports.failed' } } as const;
  const comparison = new SheetComparison(tx, kind, language, carried.restrictions);
  const errors = new ErrorSheet(language);
  try {
    await compareFile(
      comparison,
      await readWhole(storage, job.fileKey),
      { actorId: job.requestedBy },
      async (rows, share) => {
        for (const { row, outcome } of rows) {
          if (outcome === 'RECUSADA')
            errors.add(comparison.header, row.number, row.raw, row.problems.join('; '));
        }
        progress(share);
      },
    );
  } catch (error) {
    if (error instanceof SheetRefused)
      return { status: 'ERRO', message: { key: error.key, params: error.params } } as const;
    throw error;
  }
  const { NOVA, ALTERADA, SEM_ALTERACAO, RECUSADA } = comparison.counts;
  const read = NOVA + ALTERADA + SEM_ALTERACAO + RECUSADA;
  const errorsKey = await errors.store(storage, `jobs/${job.id}/erros.xlsx`);
  const outcome: JobOutcome = {
    status: importOutcome({ valid: read - RECUSADA, rejected: RECUSADA }),
    message: {
      key: 'imports.summary',
      params: {
        read: String(read),
        created: String(NOVA),
        changed: String(ALTERADA),
        unchanged: String(SEM_ALTERACAO),
        rejected: String(RECUSADA),
      },
    },
    counts: { read, inserted: NOVA, updated: ALTERADA, unchanged: SEM_ALTERACAO, rejected: RECUSADA },
    ...(errorsKey ? { errorsKey } : {}),
  };
  return outcome;
}

/** The queue's handler: applies an upload once, its rows and the job's closing in one transaction. */
export function runSheetApply(deps: JobDeps, jobId: string): Promise<void> {
  return runImportJob(deps, jobId, (tx, job, progress) => applyFile(tx, deps.storage, job, progress));
}

/**
 * Writes the rows matching the filters to a temporary spreadsheet with the template's columns,
 * so it can be uploaded back; the caller removes the file.
 */
async function writeSheetExport(
  db: Db,
  kindName: LeverSheetKind,
  filters: object,
  restrictions: TRestrictions,
  language: Language,
): Promise<{ file: string; rows: number }> {
  const kind = SHEET_KINDS[kindName];
  const columns = columnsOf(kind);
  const writer = openSheetWriter(
    translate(language, 'imports.dataSheet'),
    columns.map((column) => columnHeader(language, column)),
  );
  let rows = 0;
  for await (const chunk of kind.chunks(db, filters, restrictions)) {
    for (const record of chunk as SheetRecord[]) {
      writer.addRow(
        kind.declaration.fields.map((field) =>
          field.type === 'reference'
            ? storedText(record[field.name])
            : exportCell(language, { kind: 'field', field }, {
                ...record,
                active: true,
                references: {},
              } as TRegisterRecord),
        ),
      );
      rows++;
    }
  }
  return { file: await writer.finish(), rows };
}

/** A small export: the file answered at once. */
export async function exportSheet(
  db: Db,
  kindName: LeverSheetKind,
  filters: object,
  restrictions: TRestrictions,
  language: Language,
  timeZone: string,
) {
  const { file } = await writeSheetExport(db, kindName, filters, restrictions, language);
  try {
    return sheetFileAnswer(
      await readFile(file),
      exportFileName(SHEET_KINDS[kindName].declaration, new Date(), timeZone),
    );
  } finally {
    await removeTemporary(file);
  }
}

/** A large export: the queue's handler writes the file and keeps it as the job's result. */
export function runSheetExport(deps: JobDeps, jobId: string, timeZone: string): Promise<void> {
  return runExportJob<object>(deps, jobId, async (job, restrictions, filters) => {
    const kindName = job.register as LeverSheetKind;
    const written = await writeSheetExport(
      deps.db,
      kindName,
      filters,
      restrictions,
      job.language as Language,
    );
    return { ...written, name: exportFileName(SHEET_KINDS[kindName].declaration, job.createdAt, timeZone) };
  });
}

/** The empty spreadsheet of a table: its columns and the rule of each. */
export async function sheetTemplateAnswer(kindName: LeverSheetKind, language: Language) {
  const kind = SHEET_KINDS[kindName];
  const content = await sheetTemplate(
    language,
    translate(language, kind.declaration.title),
    columnsOf(kind).filter((column) => column.kind === 'field' && column.field.imported !== false),
    [],
  );
  return sheetFileAnswer(content, `modelo-${kind.declaration.fileName}.xlsx`);
}

function sheetFileAnswer(content: Buffer, name: string) {
  return {
    content: content.toString('base64'),
    fileName: name,
    fileType: 'xlsx',
    mime: SPREADSHEET_MIME,
  };
}
