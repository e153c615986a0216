import {
  BUDGET_MAP_JOB_KIND,
  MAP_KEY_FIELDS,
  MAP_SHEET_COLUMNS,
  type TMapLineKey,
  type TMapSearch,
} from '@trade-terms/domain/budget-map';
import { type Language, translate } from '@trade-terms/domain/i18n';
import { importOutcome, type TExportFile, type TImportUpload } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { CellValue } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import {
  emptyOutcomeCounts,
  type SheetOutcomeCounts,
  type SheetRowOutcome,
} from '@trade-terms/domain/sheet-previews';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { QUEUES } from '../../platform/jobs/job-queue';
import { type FileStorage, readWhole } from '../../platform/storage/file-storage';
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
import { ErrorSheet } from '../master-data/register-spreadsheets';
import { checkedSpreadsheet } from '../master-data/register-uploads';
import { lineBalance } from './budget-ledger';
import { keyProblems, writeBudgets } from './budget-map';
import { allLines, balancesOf, insertLine, lineOfKey, touchLine } from './budget-map-repository';

/**
 * The budget map's spreadsheet round trip (`/payments/map`): the lines under the filters are
 * downloaded with their key and twelve monthly budgets, changed or added to in Excel, uploaded
 * and compared with the map (the preview: nothing written), then applied as one job of the
 * imports and exports dashboard, in one transaction. The upload, its preview rows and the one
 * apply are the imports engine's (`sheet-uploads.ts`); what a row means is here. A key twice in
 * one file refuses the second row; a month lowered below what is reserved or paid is refused as
 * "Saldo insuficiente".
 */

type Column = (typeof MAP_SHEET_COLUMNS)[number];
const isMonthColumn = (column: string) => /^budget\d\d$/.test(column);
const MONTH_COLUMNS = MAP_SHEET_COLUMNS.filter(isMonthColumn);

const FIELD_LABELS: Record<(typeof MAP_KEY_FIELDS)[number], MessageKey> = {
  commodity: 'budgetMap.field.commodity',
  economicGroup: 'budgetMap.field.economicGroup',
  channel: 'budgetMap.field.channel',
  segment: 'budgetMap.field.segment',
  region: 'budgetMap.field.region',
  cva: 'budgetMap.field.cva',
  budgetType: 'budgetMap.field.budgetType',
  ricBox: 'budgetMap.field.ricBox',
  year: 'budgetMap.field.year',
};

function header(language: Language, column: Column): string {
  if (isMonthColumn(column)) return translate(language, 'budgetMap.sheet.month', { month: column.slice(6) });
  return translate(language, FIELD_LABELS[column as (typeof MAP_KEY_FIELDS)[number]]);
}

const normalised = (text: string) => text.trim().toLowerCase();

/** The column a header names, in either language. */
function columnOfHeader(text: string): Column | null {
  const wanted = normalised(text);
  return (
    MAP_SHEET_COLUMNS.find((column) =>
      (['pt-BR', 'en'] as const).some((language) => normalised(header(language, column)) === wanted),
    ) ?? null
  );
}

/** `mapaboa/exportarPlanilha`: the lines under the filters in the upload's layout (money as text). */
export async function exportMapSheet(
  db: Db,
  search: Omit<TMapSearch, 'page' | 'pageSize' | 'direction'>,
  restrictions: TRestrictions,
  language: Language,
): Promise<TExportFile> {
  const lines = await allLines(db, search, restrictions);
  const balances = await balancesOf(
    db,
    lines.map((line) => line.id),
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(language, 'budgetMap.title'));
  sheet.columns = MAP_SHEET_COLUMNS.map((column) => ({
    header: header(language, column),
    key: column,
    width: 14,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) {
    const row: Record<string, unknown> = { ...line };
    for (const balance of balances.filter((candidate) => candidate.lineId === line.id)) {
      row[`budget${String(balance.month).padStart(2, '0')}`] = balance.budget;
    }
    sheet.addRow(row);
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    content: Buffer.from(buffer).toString('base64'),
    fileName: `${translate(language, 'budgetMap.sheet.file')}.xlsx`,
    fileType: 'xlsx',
    mime: SPREADSHEET_MIME,
  };
}

interface ReadRow {
  number: number;
  raw: CellValue[];
  values: Partial<Record<Column, string>>;
}

const MONEY = /^\d{1,16}(\.\d{1,2})?$/;

function cellText(cell: CellValue | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** The rows of the file; a missing key column or no data row refuses it whole. */
async function readSheet(file: Buffer): Promise<{ header: string[]; rows: ReadRow[] }> {
  let columns: (Column | null)[] | null = null;
  let headerTexts: string[] = [];
  const rows: ReadRow[] = [];
  for await (const { number, cells } of firstSheetRows(file)) {
    if (number === 1) {
      headerTexts = cells.map(cellText);
      columns = headerTexts.map(columnOfHeader);
      continue;
    }
    if (!columns || cells.every((cell) => cellText(cell) === '')) continue;
    const values: ReadRow['values'] = {};
    columns.forEach((column, index) => {
      if (column) values[column] = cellText(cells[index]);
    });
    rows.push({ number, raw: cells, values });
  }
  if (columns === null) throw new SheetRefused('imports.emptySheet');
  const missing = MAP_KEY_FIELDS.filter((field) => !columns?.includes(field));
  if (missing.length > 0) {
    throw new SheetRefused('imports.missingColumns', {
      columns: missing.map((field) => header('pt-BR', field)).join(', '),
    });
  }
  if (rows.length === 0) throw new SheetRefused('imports.emptySheet');
  return { header: headerTexts, rows };
}

interface Compared {
  row: ReadRow;
  outcome: SheetRowOutcome;
  problems: string[];
  changed: string[];
  previous: Record<string, string | null>;
}

/**
 * Compares every row with the map; with `apply` the new and changed lines are written (their
 * budgets as ledger rows, each line audited) in the caller's transaction.
 */
async function compareRows(
  tx: Db,
  rows: readonly ReadRow[],
  restrictions: TRestrictions,
  language: Language,
  apply: { actorId: number } | null,
): Promise<{ compared: Compared[]; counts: SheetOutcomeCounts }> {
  const counts = emptyOutcomeCounts();
  const parsed = rows.map((row) => {
    const problems: string[] = [];
    for (const field of MAP_KEY_FIELDS) {
      if (!row.values[field])
        problems.push(`${header(language, field)}: ${translate(language, 'errors.required')}`);
    }
    const year = Number(row.values.year);
    if (row.values.year && !(Number.isInteger(year) && year >= 2000 && year <= 2100)) {
      problems.push(`${header(language, 'year')}: ${translate(language, 'budgetMap.sheet.badYear')}`);
    }
    const budgets = MONTH_COLUMNS.map((column) => {
      const text = (row.values[column] ?? '').replace(',', '.');
      if (text === '') return '0.00';
      if (!MONEY.test(text)) {
        problems.push(`${header(language, column)}: ${translate(language, 'validation.decimal.money')}`);
        return '0.00';
      }
      return new Decimal(text).toFixed(2);
    });
    const key = Object.fromEntries(
      MAP_KEY_FIELDS.map((field) => [field, field === 'year' ? year : (row.values[field] ?? '')]),
    ) as TMapLineKey;
    return { row, problems, budgets, key };
  });
  const problemsOf = await keyProblems(
    tx,
    parsed.filter((entry) => entry.problems.length === 0).map((entry) => entry.key),
    restrictions,
  );
  const seen = new Map<string, number>();
  const compared: Compared[] = [];
  for (const entry of parsed) {
    const { row, problems, budgets, key } = entry;
    const refuse = () => {
      counts.RECUSADA++;
      compared.push({ row, outcome: 'RECUSADA', problems, changed: [], previous: {} });
    };
    if (problems.length > 0) {
      refuse();
      continue;
    }
    for (const problem of problemsOf(key)) {
      const field = String(problem.path[0]) as (typeof MAP_KEY_FIELDS)[number];
      problems.push(`${header(language, field)}: ${translate(language, problem.message, problem.params)}`);
    }
    const identity = JSON.stringify(MAP_KEY_FIELDS.map((field) => key[field]));
    const first = seen.get(identity);
    if (first !== undefined) problems.push(translate(language, 'budgetMap.sheet.duplicated', { row: first }));
    else seen.set(identity, row.number);
    if (problems.length > 0) {
      refuse();
      continue;
    }
    const line = await lineOfKey(tx, key);
    const balance = line ? await lineBalance(tx, line.id) : null;
    const changed: string[] = [];
    const previous: Record<string, string | null> = {};
    MONTH_COLUMNS.forEach((column, index) => {
      const month = balance?.months[index];
      const before = month?.budget ?? '0.00';
      if (before === budgets[index]) return;
      changed.push(column);
      previous[column] = before;
      if (
        month &&
        new Decimal(month.available)
          .plus(budgets[index] as string)
          .minus(before)
          .isNegative()
      ) {
        problems.push(`${header(language, column)}: ${translate(language, 'errors.insufficientFunds')}`);
      }
    });
    if (problems.length > 0) {
      refuse();
      continue;
    }
    const outcome: SheetRowOutcome = !line ? 'NOVA' : changed.length > 0 ? 'ALTERADA' : 'SEM_ALTERACAO';
    counts[outcome]++;
    compared.push({ row, outcome, problems, changed, previous });
    if (!apply || outcome === 'SEM_ALTERACAO') continue;
    const lineId = line ? line.id : await insertLine(tx, key, true, apply.actorId);
    const written = await writeBudgets(tx, lineId, budgets, apply.actorId, null);
    if (line) await touchLine(tx, line.id, line.active, apply.actorId);
    await appendAudit(tx, {
      entity: 'budget_map_line',
      entityId: lineId,
      action: line ? 'ALTERADO' : 'CRIADO',
      actorId: apply.actorId,
      after: { ...key, budgets: written },
      justification: 'importação',
    });
  }
  return { compared, counts };
}

function previewRowOf(entry: Compared): NewPreviewRow {
  return {
    rowNumber: entry.row.number,
    outcome: entry.outcome,
    values: Object.fromEntries(MAP_SHEET_COLUMNS.map((column) => [column, entry.row.values[column] ?? null])),
    changed: entry.changed,
    previous: entry.previous,
    reason: entry.problems.length > 0 ? entry.problems.join(' | ').slice(0, 2000) : null,
  };
}

/** `mapaboa/previaPlanilha`: the upload stored and compared; nothing applied. */
export async function previewMapSheet(
  context: AppContext,
  upload: TImportUpload,
  requester: SheetRequester,
  language: Language,
) {
  const file = await checkedSpreadsheet(context, upload);
  return storePreview(
    context,
    { kind: BUDGET_MAP_JOB_KIND, fileName: upload.fileName, file, requesterId: requester.id, language },
    async (tx, addRows) => {
      const { rows } = await readSheet(file);
      const { compared, counts } = await compareRows(tx, rows, requester.restrictions, language, null);
      await addRows(compared.map(previewRowOf));
      return counts;
    },
  );
}

/** `mapaboa/aplicarPlanilha`: the previewed upload applied once, as a job. */
export function applyMapSheet(
  context: AppContext,
  uploadId: string,
  requester: SheetRequester,
  language: Language,
) {
  return applyPreview(context, {
    kind: BUDGET_MAP_JOB_KIND,
    uploadId,
    requester,
    language,
    queue: QUEUES.budgetMapSheet,
  });
}

async function applyFile(tx: Db, storage: FileStorage, job: JobRow): Promise<JobOutcome> {
  const language = job.language as Language;
  const carried = carriedRestrictions(job.parameters);
  if (!carried || !job.fileKey) return { status: 'ERRO', message: { key: 'imports.failed' } };
  let read: { header: string[]; rows: ReadRow[] };
  try {
    read = await readSheet(await readWhole(storage, job.fileKey));
  } catch (error) {
    if (error instanceof SheetRefused)
      return { status: 'ERRO', message: { key: error.key, params: error.params } };
    throw error;
  }
  const { compared, counts } = await compareRows(tx, read.rows, carried.restrictions, language, {
    actorId: job.requestedBy,
  });
  const errors = new ErrorSheet(language);
  for (const entry of compared) {
    if (entry.outcome === 'RECUSADA')
      errors.add(read.header, entry.row.number, entry.row.raw, entry.problems.join('; '));
  }
  const { NOVA, ALTERADA, SEM_ALTERACAO, RECUSADA } = counts;
  const total = NOVA + ALTERADA + SEM_ALTERACAO + RECUSADA;
  const errorsKey = await errors.store(storage, `jobs/${job.id}/erros.xlsx`);
  return {
    status: importOutcome({ valid: total - RECUSADA, rejected: RECUSADA }),
    message: {
      key: 'imports.summary',
      params: {
        read: String(total),
        created: String(NOVA),
        changed: String(ALTERADA),
        unchanged: String(SEM_ALTERACAO),
        rejected: String(RECUSADA),
      },
    },
    counts: { read: total, inserted: NOVA, updated: ALTERADA, unchanged: SEM_ALTERACAO, rejected: RECUSADA },
    ...(errorsKey ? { errorsKey } : {}),
  };
}

/** The queue's handler: the upload's rows and the job's closing in one transaction. */
export function runMapSheetApply(deps: JobDeps, jobId: string): Promise<void> {
  return runImportJob(deps, jobId, (tx, job) => applyFile(tx, deps.storage, job));
}
