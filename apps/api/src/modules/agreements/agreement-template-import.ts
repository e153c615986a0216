import {
  AGREEMENT_TEMPLATE_COLUMNS,
  AGREEMENT_TEMPLATE_KIND,
  AGREEMENT_TEMPLATE_MAX_ROWS,
  agreementChanges,
  agreementsOfTemplate,
  describeTemplateProblem,
  problemAt,
  type TemplateAgreement,
  type TemplateCell,
  type TemplateChange,
  type TemplateProblem,
} from '@trade-terms/domain/agreement-template';
import {
  agreementFieldsOf,
  mayTake,
  type TAgreement,
  type TAgreementFields,
} from '@trade-terms/domain/agreements';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { ERROR_CATALOGUE } from '@trade-terms/domain/errors';
import { type Language, translate } from '@trade-terms/domain/i18n';
import { importOutcome, type TImportUpload } from '@trade-terms/domain/import-export-jobs';
import { type CellValue, type FieldDeclaration, readCell } from '@trade-terms/domain/registers';
import {
  emptyOutcomeCounts,
  type SheetOutcomeCounts,
  type SheetRowOutcome,
  type TSheetPreview,
} from '@trade-terms/domain/sheet-previews';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { QUEUES } from '../../platform/jobs/job-queue';
import { readWhole } from '../../platform/storage/file-storage';
import { firstSheetRows } from '../../platform/storage/xlsx-rows';
import { carriedRestrictions } from '../imports-exports/job-restrictions';
import { type JobDeps, runImportJob } from '../imports-exports/job-runner';
import type { JobOutcome, JobRow } from '../imports-exports/jobs-service';
import {
  applyPreview,
  type NewPreviewRow,
  SheetRefused,
  type SheetRequester,
  storePreview,
} from '../imports-exports/sheet-uploads';
import { catalogueEntries } from '../levers/levers-service';
import { ErrorSheet, matchesHeader } from '../master-data/register-spreadsheets';
import { checkedSpreadsheet } from '../master-data/register-uploads';
import { recordTemplateCreation, templateCreations } from './agreement-template-repository';
import { type AgreementCaller, getAgreement, saveAgreement } from './agreements-service';

/**
 * The massive template's upload: the file is read whole and grouped into agreements
 * (`agreementsOfTemplate`), and each agreement is compared with the stored one and checked by the
 * wizard's own save (`saveAgreement`): in the preview inside a savepoint that is always rolled
 * back, so the preview and the save can never judge an agreement differently; in the apply job
 * for real, every agreement in its own savepoint of the job's one transaction.
 */

/** A data row as read: its cells as sent (for the error sheet), its values, and unreadable cells. */
interface ReadRow {
  number: number;
  raw: CellValue[];
  values: Record<string, TemplateCell>;
  problems: TemplateProblem[];
}

interface ReadFile {
  header: string[];
  rows: ReadRow[];
}

const IMPORTED = AGREEMENT_TEMPLATE_COLUMNS.filter((column) => column.imported !== false);

const isBlank = (cell: CellValue | undefined) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/**
 * Reads the template's first sheet: the header names its columns (in either language, or by
 * field name), every data row is read cell by cell. A missing required column, no data row or too
 * many rows refuse the whole file.
 */
async function readTemplate(
  file: Buffer,
  language: Language,
  progress: (share: number) => void = () => {},
): Promise<ReadFile> {
  let header: string[] | null = null;
  let columns: (FieldDeclaration | null)[] = [];
  const rows: ReadRow[] = [];
  for await (const { number, cells, sheetRead } of firstSheetRows(file)) {
    if (header === null) {
      header = cells.map((cell) => (cell === null ? '' : String(cell)));
      columns = header.map(
        (text) => IMPORTED.find((field) => matchesHeader({ kind: 'field', field }, text)) ?? null,
      );
      const missing = IMPORTED.filter((field) => field.required && !columns.includes(field));
      if (missing.length > 0) {
        throw new SheetRefused('imports.missingColumns', {
          columns: missing.map((field) => `${translate(language, field.label)} *`).join(', '),
        });
      }
      continue;
    }
    if (cells.every(isBlank)) continue;
    if (rows.length >= AGREEMENT_TEMPLATE_MAX_ROWS) {
      throw new SheetRefused('imports.tooManyRows', { max: String(AGREEMENT_TEMPLATE_MAX_ROWS) });
    }
    const row: ReadRow = { number, raw: cells, values: {}, problems: [] };
    columns.forEach((field, index) => {
      if (!field) return;
      const reading = readCell(field, cells[index] ?? null);
      if (reading.ok) row.values[field.name] = reading.value;
      else
        row.problems.push({
          row: number,
          column: field.name,
          message: reading.message,
          params: reading.params,
        });
    });
    rows.push(row);
    progress(sheetRead);
  }
  if (header === null || rows.length === 0) throw new SheetRefused('imports.emptySheet');
  return { header, rows };
}

/** The file's agreements, with each row's unreadable cells refusing its agreement. */
function groupedAgreements(file: ReadFile): TemplateAgreement[] {
  const unreadable = new Map(
    file.rows.filter((row) => row.problems.length > 0).map((row) => [row.number, row]),
  );
  return agreementsOfTemplate(file.rows).map((agreement) => {
    const problems = agreement.rows.flatMap((number) => unreadable.get(number)?.problems ?? []);
    return problems.length === 0
      ? agreement
      : { ...agreement, fields: null, problems: [...problems, ...agreement.problems] };
  });
}

/** One agreement's outcome: what saving it does or did, what it changes, and why it is refused. */
interface ComparedAgreement {
  agreement: TemplateAgreement;
  outcome: SheetRowOutcome;
  changes: TemplateChange[];
  problems: TemplateProblem[];
  /** The names of the catalogue levers the agreement and its changes name. */
  leverNames: ReadonlyMap<number, string>;
  /** The stored agreement it was compared with (a new one this same file created). */
  storedId?: number;
}

/** Thrown inside the preview's savepoint once the save passed, so that nothing of it stays. */
class DryRunPassed extends Error {}

/** A save's refusal, on the rows and columns its fields lie in. */
function refusalProblems(agreement: TemplateAgreement, error: AppError): TemplateProblem[] {
  const fieldProblems = error.details.flatMap((detail) =>
    detail.problem
      ? [
          {
            ...problemAt(
              agreement,
              String(detail.params.field ?? '')
                .split('.')
                .filter(Boolean),
            ),
            message: detail.problem.message,
            ...(detail.problem.params ? { params: detail.problem.params } : {}),
          },
        ]
      : [],
  );
  if (fieldProblems.length > 0) return fieldProblems;
  return [
    {
      row: agreement.rows[0] ?? 0,
      column: null,
      message: ERROR_CATALOGUE[error.code].message,
      params: error.params,
    },
  ];
}

/** How the comparison runs: the preview saves nothing; the apply job saves, and records what it created. */
type ComparisonMode = { apply: false } | { apply: true; jobId: string };

/**
 * Compares the file's agreements with the stored ones and checks them with the wizard's save.
 * A new agreement this same file already created (`creations`, by agreement key) is compared
 * with that agreement instead of being created again.
 */
class TemplateComparison {
  readonly counts: SheetOutcomeCounts = emptyOutcomeCounts();
  readonly rowCounts: SheetOutcomeCounts = emptyOutcomeCounts();

  constructor(
    private readonly db: Db,
    private readonly caller: AgreementCaller,
    private readonly language: Language,
    private readonly file: { hash: string; creations: ReadonlyMap<string, number> },
    private readonly mode: ComparisonMode,
  ) {}

  private async stored(agreement: TemplateAgreement, id: number): Promise<TAgreement | TemplateProblem> {
    try {
      return await getAgreement(this.db, id, this.caller);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        return {
          row: agreement.rows[0] ?? 0,
          column: 'agreementId',
          message: 'agreementTemplate.notFound',
          params: { id },
        };
      }
      throw error;
    }
  }

  /**
   * Saves the agreement as the wizard does: in the preview inside a savepoint rolled back; in the
   * apply job for real, recording a new agreement as this file's.
   */
  private async save(agreement: TemplateAgreement, fields: TAgreementFields): Promise<TemplateProblem[]> {
    try {
      if (!this.mode.apply) {
        await this.db.transaction(async (savepoint) => {
          await saveAgreement(savepoint, fields, this.caller);
          throw new DryRunPassed();
        });
      }
      const saved = await saveAgreement(this.db, fields, this.caller);
      if (this.mode.apply && fields.id === undefined) {
        await recordTemplateCreation(this.db, {
          fileHash: this.file.hash,
          agreementKey: agreement.key,
          agreementId: saved.id,
          jobId: this.mode.jobId,
        });
      }
      return [];
    } catch (error) {
      if (error instanceof DryRunPassed) return [];
      if (error instanceof AppError && error.status < 500) return refusalProblems(agreement, error);
      throw error;
    }
  }

  private count(compared: ComparedAgreement): ComparedAgreement {
    this.counts[compared.outcome]++;
    this.rowCounts[compared.outcome] += compared.agreement.rows.length;
    return compared;
  }

  async compare(agreement: TemplateAgreement): Promise<ComparedAgreement> {
    const { fields } = agreement;
    const refused = (problems: TemplateProblem[], leverNames: ReadonlyMap<number, string> = new Map()) =>
      this.count({ agreement, outcome: 'RECUSADA', changes: [], problems, leverNames });
    if (!fields) return refused(agreement.problems);
    const created = fields.id === undefined ? this.file.creations.get(agreement.key) : undefined;
    const storedId = fields.id ?? created;
    const stored = storedId === undefined ? null : await this.stored(agreement, storedId);
    if (stored && !('levers' in stored)) return refused([stored]);
    const catalogue = await catalogueEntries(
      this.db,
      [...fields.levers, ...(stored?.levers ?? [])].map((lever) => lever.leverId),
      this.caller.today,
    );
    const leverNames = new Map([...catalogue].map(([id, entry]) => [id, entry.name]));
    const changes = stored
      ? agreementChanges(
          agreementFieldsOf(stored),
          fields,
          (leverId) => catalogue.get(leverId)?.calculationModel,
        )
      : [];
    if (stored && changes.length === 0) {
      return this.count({
        agreement,
        outcome: 'SEM_ALTERACAO',
        changes,
        problems: [],
        leverNames,
        storedId: stored.id,
      });
    }
    const first = agreement.rows[0] ?? 0;
    if (stored && created !== undefined) {
      // The same file, sent again: what it created changed since, and the file holds no version.
      return refused(
        [
          {
            row: first,
            column: null,
            message: 'agreementTemplate.alreadyCreated',
            params: { id: stored.id },
          },
        ],
        leverNames,
      );
    }
    if (stored && !mayTake('EDIT', stored.status)) {
      return refused(
        [
          {
            row: first,
            column: 'agreementId',
            message: 'agreementTemplate.notEditable',
            params: { id: stored.id, status: translate(this.language, `agreement.status.${stored.status}`) },
          },
        ],
        leverNames,
      );
    }
    if (stored && fields.version !== stored.version) {
      return refused(
        [
          {
            row: first,
            column: 'version',
            message: 'agreementTemplate.staleVersion',
            params: { id: stored.id, file: fields.version ?? '', stored: stored.version },
          },
        ],
        leverNames,
      );
    }
    // The template has no flag column: a changed agreement keeps the flag it names.
    const problems = await this.save(
      agreement,
      stored ? { ...fields, flag: stored.flag?.id ?? null } : fields,
    );
    if (problems.length > 0) return refused(problems, leverNames);
    return this.count({ agreement, outcome: stored ? 'ALTERADA' : 'NOVA', changes, problems, leverNames });
  }

  /** Each refused row's reasons: its own problems, or the agreement's rows that refused it. */
  rowReasons(compared: ComparedAgreement): Map<number, string> {
    const reasons = new Map<number, string[]>();
    for (const problem of compared.problems) {
      reasons.set(problem.row, [
        ...(reasons.get(problem.row) ?? []),
        describeTemplateProblem(this.language, problem),
      ]);
    }
    const withProblems = [...reasons.keys()].join(', ');
    return new Map(
      compared.agreement.rows.map((row) => [
        row,
        reasons.get(row)?.join('; ') ??
          translate(this.language, 'agreementTemplate.refusedWithAgreement', {
            key: compared.agreement.key,
            rows: withProblems,
          }),
      ]),
    );
  }
}

/** The preview's entry of an agreement: its rows, its main values, what changes, why it is refused. */
function previewEntry(
  comparison: TemplateComparison,
  compared: ComparedAgreement,
  file: ReadFile,
  language: Language,
): NewPreviewRow {
  const { agreement } = compared;
  const firstRow = file.rows.find((row) => row.number === agreement.rows[0]);
  const text = (value: TemplateCell | undefined) =>
    value === null || value === undefined || String(value).trim() === '' ? null : String(value);
  const fields = agreement.fields;
  const values: Record<string, string | null> = {
    agreementKey: agreement.key || null,
    agreementId: text(fields?.id ?? compared.storedId ?? firstRow?.values.agreementId),
    description: text(fields?.description ?? firstRow?.values.description),
    economicGroup: text(fields?.economicGroup ?? firstRow?.values.economicGroup),
    channels: fields ? fields.channels.join(', ') : text(firstRow?.values.channels),
    rows: agreement.rows.join(', '),
    levers: fields
      ? fields.levers
          .map((lever) => compared.leverNames.get(lever.leverId) ?? String(lever.leverId))
          .join(', ')
      : null,
  };
  for (const [id, name] of compared.leverNames) values[`lever:${id}`] = name;
  for (const change of compared.changes) values[change.key] = change.after;
  const reasons = comparison.rowReasons(compared);
  const rowWord = translate(language, 'imports.rowColumn');
  return {
    rowNumber: agreement.rows[0] ?? 0,
    outcome: compared.outcome,
    values,
    changed: compared.changes.map((change) => change.key),
    previous: Object.fromEntries(compared.changes.map((change) => [change.key, change.before])),
    reason:
      compared.outcome === 'RECUSADA'
        ? [...reasons]
            .map(([row, reason]) => `${rowWord} ${row}: ${reason}`)
            .join(' | ')
            .slice(0, 2000)
        : null,
  };
}

/**
 * `importarTemplateMassivo`: receives a filled template (the uploads' checks: name, type, size, a
 * real workbook), stores it and previews it: each agreement new, changed (what changes), unchanged
 * or refused (each row's reasons), nothing applied.
 */
export async function previewTemplate(
  context: AppContext,
  upload: TImportUpload,
  requester: SheetRequester,
  caller: AgreementCaller,
  language: Language,
): Promise<TSheetPreview> {
  const file = await checkedSpreadsheet(context, upload);
  return storePreview(
    context,
    {
      kind: AGREEMENT_TEMPLATE_KIND,
      fileName: upload.fileName,
      file,
      requesterId: requester.id,
      language,
    },
    async (tx, addRows, { fileHash }) => {
      const read = await readTemplate(file, language);
      const creations = await templateCreations(tx, fileHash);
      const comparison = new TemplateComparison(
        tx,
        caller,
        language,
        { hash: fileHash, creations },
        { apply: false },
      );
      const entries: NewPreviewRow[] = [];
      for (const agreement of groupedAgreements(read)) {
        entries.push(previewEntry(comparison, await comparison.compare(agreement), read, language));
      }
      await addRows(entries);
      return comparison.counts;
    },
  );
}

/**
 * `aplicarTemplateMassivo`: applies the caller's previewed template as a job on the imports and
 * exports dashboard, once.
 */
export function applyTemplate(
  context: AppContext,
  uploadId: string,
  requester: SheetRequester,
  language: Language,
): Promise<JobRow> {
  return applyPreview(context, {
    kind: AGREEMENT_TEMPLATE_KIND,
    uploadId,
    requester,
    language,
    queue: QUEUES.agreementTemplate,
  });
}

/**
 * The job: reads the file again and saves its agreements against the data as they are now (so it
 * applies what is true then, normally exactly the preview), all in the job's one transaction; a
 * refused agreement's rows go to the error sheet.
 */
async function applyFile(
  deps: JobDeps,
  tx: Db,
  job: JobRow,
  timeZone: string,
  progress: (share: number) => void,
) {
  const language = job.language as Language;
  const carried = carriedRestrictions(job.parameters);
  if (!carried || !job.fileKey || !job.fileHash)
    return { status: 'ERRO', message: { key: 'imports.failed' } } as const;
  const caller: AgreementCaller = {
    id: job.requestedBy,
    roles: job.authorities,
    restrictions: carried.restrictions,
    today: calendarDateIn(timeZone),
  };
  let read: ReadFile;
  try {
    // Reading is the first half of the work, saving the second.
    read = await readTemplate(await readWhole(deps.storage, job.fileKey), language, (share) =>
      progress(share / 2),
    );
  } catch (error) {
    if (error instanceof SheetRefused) {
      return { status: 'ERRO', message: { key: error.key, params: error.params } } as const;
    }
    throw error;
  }
  // Two applies of the same file wait for each other, so the second finds what the first created.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${job.fileHash}, 0))`);
  const creations = await templateCreations(tx, job.fileHash);
  const comparison = new TemplateComparison(
    tx,
    caller,
    language,
    { hash: job.fileHash, creations },
    { apply: true, jobId: job.id },
  );
  const errors = new ErrorSheet(language);
  const agreements = groupedAgreements(read);
  const rowsByNumber = new Map(read.rows.map((row) => [row.number, row]));
  for (const [index, agreement] of agreements.entries()) {
    const compared = await comparison.compare(agreement);
    if (compared.outcome === 'RECUSADA') {
      for (const [number, reason] of comparison.rowReasons(compared)) {
        errors.add(read.header, number, rowsByNumber.get(number)?.raw ?? [], reason);
      }
    }
    progress(0.5 + (index + 1) / agreements.length / 2);
  }
  const { counts, rowCounts } = comparison;
  const rows = read.rows.length;
  const errorsKey = await errors.store(deps.storage, `jobs/${job.id}/erros.xlsx`);
  const outcome: JobOutcome = {
    status: importOutcome({ valid: rows - rowCounts.RECUSADA, rejected: rowCounts.RECUSADA }),
    message: {
      key: 'agreementTemplate.summary',
      params: {
        read: String(rows),
        created: String(counts.NOVA),
        changed: String(counts.ALTERADA),
        unchanged: String(counts.SEM_ALTERACAO),
        refused: String(counts.RECUSADA),
        rejected: String(rowCounts.RECUSADA),
      },
    },
    counts: {
      read: rows,
      inserted: rowCounts.NOVA,
      updated: rowCounts.ALTERADA,
      unchanged: rowCounts.SEM_ALTERACAO,
      rejected: rowCounts.RECUSADA,
    },
    ...(errorsKey ? { errorsKey } : {}),
  };
  return outcome;
}

/** The queue's handler: applies an upload once, its agreements and the job's closing in one transaction. */
export function runTemplateApply(deps: JobDeps, jobId: string, timeZone: string): Promise<void> {
  return runImportJob(deps, jobId, (tx, job, progress) => applyFile(deps, tx, job, timeZone, progress));
}
