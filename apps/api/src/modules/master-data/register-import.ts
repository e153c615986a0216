import { type Language, translate } from '@trade-terms/domain/i18n';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import {
  ACTIVE_FIELD,
  type CellValue,
  type FieldDeclaration,
  normalizeCode,
  type RegisterDeclaration,
  type RegisterKey,
  readCell,
  saveSchemaOf,
  unknownReferenceMessage,
} from '@trade-terms/domain/registers';
import { describeIssue } from '@trade-terms/domain/validation-messages';
import { type AuditEntry, appendAudits } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import { carriedRestrictions } from '../imports-exports/job-restrictions';
import {
  type ImportCounts,
  importSheetRows,
  type JobDeps,
  runImportJob,
} from '../imports-exports/job-runner';
import type { JobOutcome, JobRow } from '../imports-exports/jobs-service';
import { recordRuleProblems } from './register-record-rules';
import {
  findRowsByCodes,
  idsByCodes,
  type RegisterRow,
  type RowValues,
  upsertRows,
} from './register-repository';
import { restrictionProblems } from './register-restrictions';
import { type Actor, fieldsNeedingRole } from './register-service';
import {
  columnHeader,
  ErrorSheet,
  matchesHeader,
  type SheetColumn,
  sheetColumns,
} from './register-spreadsheets';
import { tableOf } from './register-tables';
import { auditView, rowValuesOf } from './register-values';

const BATCH = 1000;
const ACTIVE_AS_FIELD: FieldDeclaration = { name: ACTIVE_FIELD, type: 'boolean', label: 'fields.active' };

interface PendingRow {
  number: number;
  raw: CellValue[];
  values: Record<string, unknown>;
  referenceCodes: Map<FieldDeclaration, string>;
  active: boolean | null;
  problems: string[];
  /** Fields whose cell could not be read: the schema's view of them adds nothing. */
  badFields: Set<string>;
}

/** One import: reads the sheet as a stream, checks every row, applies the valid ones. */
class RegisterImport {
  private readonly seenCodes = new Map<string, number>();
  private readonly counts: ImportCounts = { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
  private header: string[] = [];
  private columns: (SheetColumn | null)[] = [];
  private readonly schema;
  private readonly errors;

  constructor(
    private readonly db: Db,
    private readonly register: RegisterDeclaration,
    private readonly language: Language,
    private readonly actor: Actor,
  ) {
    this.schema = saveSchemaOf(register);
    this.errors = new ErrorSheet(language);
  }

  private label(field: FieldDeclaration): string {
    return translate(this.language, field.label);
  }

  /** Maps the header row to columns; the missing required columns, if any. */
  readHeader(cells: CellValue[]): string[] {
    this.header = cells.map((cell) => (cell === null ? '' : String(cell)));
    const expected = sheetColumns(this.register);
    this.columns = this.header.map((text) => expected.find((column) => matchesHeader(column, text)) ?? null);
    return expected
      .filter((column) => column.kind === 'field' && column.field.required)
      .filter((column) => !this.columns.includes(column))
      .map((column) => columnHeader(this.language, column));
  }

  readRow(number: number, cells: CellValue[]): PendingRow | null {
    if (cells.every((cell) => cell === null || String(cell).trim() === '')) return null;
    this.counts.read++;
    const row: PendingRow = {
      number,
      raw: cells,
      values: {},
      referenceCodes: new Map(),
      active: null,
      problems: [],
      badFields: new Set(),
    };
    this.columns.forEach((column, index) => {
      if (!column) return;
      const field = column.kind === 'active' ? ACTIVE_AS_FIELD : column.field;
      const reading = readCell(field, cells[index] ?? null);
      if (!reading.ok) {
        row.badFields.add(field.name);
        row.problems.push(
          `${this.label(field)}: ${translate(this.language, reading.message, reading.params)}`,
        );
        return;
      }
      if (column.kind === 'active') row.active = reading.value as boolean | null;
      else if (field.type === 'reference' && typeof reading.value === 'string') {
        row.referenceCodes.set(field, normalizeCode(reading.value));
        row.values[field.name] = null;
      } else row.values[field.name] = reading.value;
    });
    const code = typeof row.values.code === 'string' ? normalizeCode(row.values.code) : '';
    if (code) {
      const first = this.seenCodes.get(code);
      if (first !== undefined) {
        row.problems.push(translate(this.language, 'imports.duplicatedRow', { row: first }));
      } else this.seenCodes.set(code, number);
    }
    return row;
  }

  async applyBatch(rows: PendingRow[]): Promise<void> {
    const references = new Map<FieldDeclaration, Map<string, number>>();
    for (const field of this.register.fields) {
      if (field.type !== 'reference' || !field.references) continue;
      const codes = rows.flatMap((row) => {
        const code = row.referenceCodes.get(field);
        return code ? [code] : [];
      });
      references.set(field, await idsByCodes(this.db, tableOf(field.references), codes));
    }
    const codes = rows
      .map((row) => row.values.code)
      .filter((code): code is string => typeof code === 'string');
    const existing = await findRowsByCodes(this.db, this.register, codes.map(normalizeCode), { lock: true });
    const checked: { row: PendingRow; values: RowValues }[] = [];
    const accepted: RowValues[] = [];
    for (const row of rows) {
      for (const [field, code] of row.referenceCodes) {
        const id = references.get(field)?.get(code);
        if (id === undefined) {
          row.badFields.add(field.name);
          row.problems.push(
            `${this.label(field)}: ${translate(this.language, unknownReferenceMessage(field.references as RegisterKey), { value: code })}`,
          );
        } else row.values[field.name] = id;
      }
      const values = this.checkedValues(row, existing);
      if (values) checked.push({ row, values });
      else this.reject(row);
    }
    // The register's declared rules and the data restrictions, on each row as it would be
    // stored (absent columns kept). A stored record outside the restrictions is not the
    // importer's to change: its code reads as taken, as on a save.
    const stored = checked.map(({ values }) => ({ ...existing.get(String(values.code)), ...values }));
    const ruleProblems = await recordRuleProblems(this.db, this.register, stored);
    const outside = await restrictionProblems(this.db, this.register, this.actor.restrictions, stored);
    const hidden = await restrictionProblems(
      this.db,
      this.register,
      this.actor.restrictions,
      checked.map(({ values }) => existing.get(String(values.code)) ?? null),
    );
    checked.forEach(({ row, values }, index) => {
      const problems =
        (hidden[index] ?? []).length > 0
          ? [{ path: ['code'], message: 'validation.codeTaken' as const }]
          : [...(ruleProblems[index] ?? []), ...(outside[index] ?? [])];
      for (const problem of problems) {
        const field = this.register.fields.find((candidate) => candidate.name === problem.path[0]);
        const text = translate(this.language, problem.message, problem.params);
        row.problems.push(field ? `${this.label(field)}: ${text}` : text);
      }
      if (problems.length > 0) this.reject(row);
      else accepted.push(values);
    });
    await this.write(accepted, existing);
  }

  /**
   * The batch's valid rows in one upsert (a row whose values are all stored already is not
   * touched) and one audit row per record created or changed, in one insert.
   */
  private async write(accepted: RowValues[], existing: Map<string, RegisterRow>): Promise<void> {
    const written = await upsertRows(this.db, this.register, accepted, this.actor.id);
    const audits: AuditEntry[] = [];
    for (const { row, inserted } of written) {
      const before = inserted ? undefined : existing.get(String(row.code));
      audits.push({
        entity: this.register.key,
        entityId: row.id,
        action: inserted ? 'CRIADO' : 'ALTERADO',
        actorId: this.actor.id,
        ...(before ? { before: auditView(this.register, before) } : {}),
        after: auditView(this.register, row),
        justification: 'importação',
      });
      if (inserted) this.counts.inserted++;
      else this.counts.updated++;
    }
    await appendAudits(this.db, audits);
    this.counts.unchanged += accepted.length - written.length;
  }

  /** The row's values to write, or null when the row is rejected (its problems noted). */
  private checkedValues(row: PendingRow, existing: Map<string, RegisterRow>): RowValues | null {
    const parsed = this.schema.safeParse(row.values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = this.register.fields.find((candidate) => candidate.name === issue.path[0]);
        if (field && row.badFields.has(field.name)) continue;
        const value = field ? row.values[field.name] : undefined;
        const missing = value === undefined || value === null || value === '';
        const text = describeIssue(this.language, {
          ...issue,
          missing: missing && issue.code !== 'custom',
        } as never);
        row.problems.push(field ? `${this.label(field)}: ${text}` : text);
      }
      return null;
    }
    if (row.problems.length > 0) return null;
    const values = rowValuesOf(this.register, parsed.data as Record<string, unknown>);
    const before = existing.get(String(values.code)) ?? null;
    for (const field of fieldsNeedingRole(this.register, this.actor, values, before)) {
      row.problems.push(translate(this.language, 'imports.fieldRoleRequired', { field: this.label(field) }));
    }
    if (row.problems.length > 0) return null;
    if (row.active !== null) values.active = row.active;
    return values;
  }

  private reject(row: PendingRow): void {
    this.counts.rejected++;
    this.errors.add(this.header, row.number, row.raw, row.problems.join('; '));
  }

  /** The error sheet, stored; none when every row was accepted. */
  storeErrors(storage: FileStorage, key: string): Promise<string | undefined> {
    return this.errors.store(storage, key);
  }

  result(): ImportCounts {
    return { ...this.counts };
  }
}

async function importFile(
  db: Db,
  storage: FileStorage,
  job: JobRow,
  register: RegisterDeclaration,
  applied: (sheetRead: number) => void,
): Promise<JobOutcome> {
  const language = job.language as Language;
  const carried = carriedRestrictions(job.parameters);
  if (!carried) return { status: 'ERRO', message: { key: 'imports.failed' } };
  const work = new RegisterImport(db, register, language, {
    id: job.requestedBy,
    authorities: job.authorities,
    restrictions: carried.restrictions,
  });
  return importSheetRows(storage, job, work, { batch: BATCH, progress: applied });
}

/**
 * Runs an import job (`runImportJob`: once, in one transaction with its closing, its progress
 * and heartbeat beside it).
 */
export function runImport(deps: JobDeps, jobId: string): Promise<void> {
  return runImportJob(deps, jobId, (tx, job, applied) =>
    importFile(tx, deps.storage, job, REGISTER_DECLARATIONS[job.register as RegisterKey], applied),
  );
}
