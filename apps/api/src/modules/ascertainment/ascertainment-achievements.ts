import {
  ACHIEVEMENTS_JOB_KIND,
  type AchievementJobRow,
  readTypedAchievement,
  type TAchievementsEditExport,
  type TAchievementsEditPage,
  type TAchievementsEditSearch,
  type TAchievementsSave,
  takesTypedAchievement,
} from '@trade-terms/domain/ascertainment-achievements-edit';
import type { AscertainmentOrigin } from '@trade-terms/domain/ascertainment-calculation';
import { type Language, translate } from '@trade-terms/domain/i18n';
import { importOutcome, type TExportFile, type TImportUpload } from '@trade-terms/domain/import-export-jobs';
import type { CalculationModel } from '@trade-terms/domain/levers';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { CellValue } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import Decimal from 'decimal.js';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type SheetColumn, workbookFile } from '../../platform/export/workbook-file';
import { QUEUES } from '../../platform/jobs/job-queue';
import { type FileStorage, readWhole } from '../../platform/storage/file-storage';
import { firstSheetRows } from '../../platform/storage/xlsx-rows';
import { carriedRestrictions, restrictedParameters } from '../imports-exports/job-restrictions';
import { type JobDeps, runImportJob } from '../imports-exports/job-runner';
import { createJob, type JobOutcome, type JobRow, queueRecordedJob } from '../imports-exports/jobs-service';
import { ErrorSheet } from '../master-data/register-spreadsheets';
import { queueUploadedImport, type Requester } from '../master-data/register-uploads';
import { usersByIds } from '../users/users-service';
import {
  achievementRows,
  linesByIds,
  linesOfAscertainments,
  setTypedAchievement,
  type TargetLine,
  versionsOfLines,
} from './ascertainment-achievements-repository';
import { recalculateAscertainment } from './ascertainment-calculation';
import { STATUS_LABELS } from './ascertainment-one-page';
import { touchAscertainment } from './ascertainment-repository';

/**
 * `/trade-agreements-ascertainment/achievements-edit`: the achievement % typed for goal levers
 * (and growth levers ascertained from evidence), saved or imported as a job that stores them and
 * recalculates their ascertainments (docs/domain.md "Ascertainment: execution and achievements").
 */

/** `apuracao/buscarAtingimentosEditaveis`: a page of the lines that take a typed achievement. */
export async function searchAchievements(
  db: Db,
  search: TAchievementsEditSearch,
  restrictions: TRestrictions,
): Promise<TAchievementsEditPage> {
  const { rows, total } = await achievementRows(db, search, restrictions);
  const typists = await usersByIds(
    db,
    rows.flatMap((row) => (row.typedById === null ? [] : [row.typedById])),
  );
  return {
    items: rows.map(({ typedById, ...row }) => ({
      ...row,
      typedBy: typedById === null ? null : (typists.get(typedById)?.name ?? null),
    })),
    total,
  };
}

/**
 * The spreadsheet's columns. The first five are what an import reads (the line's identity,
 * the version read and the typed %); the others are there to read and are ignored on the way back.
 */
const SHEET: (SheetColumn & { imported?: true })[] = [
  { header: 'achievementsEdit.ascertainment', key: 'ascertainment', width: 12, imported: true },
  { header: 'achievementsEdit.agreementId', key: 'agreementId', width: 12, imported: true },
  { header: 'achievementsEdit.leverId', key: 'leverId', width: 12, imported: true },
  { header: 'achievementsEdit.version', key: 'version', width: 10, imported: true },
  { header: 'achievementsEdit.typed', key: 'typed', width: 16, imported: true },
  { header: 'ascExecution.lever', key: 'lever', width: 32 },
  { header: 'ascExecution.contract', key: 'contract', width: 36 },
  { header: 'ascertainmentDiscounts.commodity', key: 'commodity', width: 12 },
  { header: 'ascExecution.channel', key: 'channels', width: 12 },
  { header: 'ascertainmentDiscounts.competence', key: 'competence', width: 12 },
  { header: 'ascExecution.model', key: 'model', width: 18 },
  { header: 'ascExecution.goal', key: 'goal', width: 16 },
  { header: 'ascExecution.contractDiscount', key: 'discount', width: 14 },
  { header: 'ascExecution.metricPercent', key: 'metricPercent', width: 14 },
  { header: 'ascExecution.achievement', key: 'achievement', width: 16 },
  { header: 'ascertainmentDiscounts.status', key: 'status', width: 16 },
];
const IMPORTED = SHEET.filter((column) => column.imported);

/**
 * `apuracao/exportarAtingimentosEditaveis`: the rows under the filters as the spreadsheet that
 * is imported back; decimals as exact text; at once up to `maxRows`, refused beyond.
 */
export async function achievementsExport(
  db: Db,
  filters: TAchievementsEditExport,
  caller: { restrictions: TRestrictions; language: Language },
  maxRows: number,
): Promise<TExportFile> {
  const { rows } = await achievementRows(
    db,
    { ...filters, page: 1, pageSize: maxRows + 1, direction: 'asc' },
    caller.restrictions,
  );
  if (rows.length > maxRows) throw new AppError('EXPORT_TOO_LARGE', { max: String(maxRows) });
  return workbookFile(
    caller.language,
    { sheet: 'achievementsEdit.title', file: 'achievementsEdit.fileName' },
    SHEET.map(({ imported: _imported, ...column }) => column),
    rows.map((row) => ({
      ascertainment: row.ascertainmentId,
      agreementId: row.agreementId,
      leverId: row.leverId,
      version: row.version,
      typed: row.typedAchievementPercent ?? '',
      lever: row.leverName,
      contract: `${row.agreementId} - ${row.agreementDescription}`,
      commodity: row.commodity,
      channels: row.channels.join(', '),
      competence: row.competence,
      model: row.calculationModel,
      goal: row.goal ?? '',
      discount: row.discountPercent ?? '',
      metricPercent: row.achievementPercent ?? '',
      achievement: row.achievementValue ?? '',
      status: translate(caller.language, STATUS_LABELS[row.status]),
    })),
  );
}

type Caller = Requester & { restrictions: TRestrictions };

/**
 * `apuracao/salvarAtingimentos`: the typed achievements of the screen. The versions are checked
 * at once (a line whose ascertainment moved on since it was read: 409, nothing queued); the rest
 * is the job's, which checks them again when it runs.
 */
export async function saveAchievements(
  context: AppContext,
  body: TAchievementsSave,
  caller: Caller,
  language: Language,
): Promise<JobRow> {
  const { db } = context.database;
  const versions = await versionsOfLines(
    db,
    body.rows.map((row) => row.lineId),
    caller.restrictions,
  );
  for (const row of body.rows) {
    const current = versions.get(row.lineId);
    if (current !== undefined && current !== row.version) throw new AppError('STALE_VERSION');
  }
  const job = await createJob(db, {
    type: 'IMPORTACAO',
    register: ACHIEVEMENTS_JOB_KIND,
    requester: caller,
    language,
    parameters: restrictedParameters({ rows: body.rows }, caller.restrictions),
  });
  await queueRecordedJob(db, context.jobs, QUEUES.ascertainmentAchievements, job);
  return job;
}

/** `apuracao/importarAtingimentos`: the uploaded spreadsheet, checked as every upload, queued as the same job. */
export async function importAchievements(
  context: AppContext,
  upload: TImportUpload,
  caller: Caller,
  language: Language,
): Promise<JobRow> {
  return queueUploadedImport(
    context,
    { subject: ACHIEVEMENTS_JOB_KIND, queue: QUEUES.ascertainmentAchievements },
    upload,
    caller,
    language,
  );
}

// --- The job -----------------------------------------------------------------------------------

export interface AchievementSettings {
  overdueDays: number;
  tolerancePercent: string;
}

const headerKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\*/g, '')
    .trim()
    .toLowerCase();

const cellText = (cell: CellValue | undefined) =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim();

/** A whole positive number of a cell, or null when empty; a problem when it is something else. */
function integerCell(cell: CellValue | undefined): number | null | 'bad' {
  const text = cellText(cell);
  if (text === '') return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : 'bad';
}

interface SheetRows {
  header: string[];
  raws: Map<number, CellValue[]>;
  rows: AchievementJobRow[];
  missing: string[];
}

/** The spreadsheet's rows, read as a job row each: its cells checked, the problems kept with it. */
async function rowsOfFile(storage: FileStorage, key: string, language: Language): Promise<SheetRows> {
  const result: SheetRows = { header: [], raws: new Map(), rows: [], missing: [] };
  let positions: number[] = [];
  const label = (column: SheetColumn) => translate(language, column.header);
  for await (const { number, cells } of firstSheetRows(await readWhole(storage, key))) {
    if (number === 1) {
      result.header = cells.map((cell) => cellText(cell));
      positions = IMPORTED.map((column) => {
        const aliases = [column.key, translate('pt-BR', column.header), translate('en', column.header)].map(
          headerKey,
        );
        return result.header.findIndex((text) => aliases.includes(headerKey(text)));
      });
      result.missing = IMPORTED.filter((_, index) => positions[index] === -1).map(label);
      if (result.missing.length > 0) return result;
      continue;
    }
    if (cells.every((cell) => cellText(cell) === '')) continue;
    result.raws.set(number, cells);
    const at = (index: number) => cells[positions[index] as number];
    const row: AchievementJobRow = {
      number,
      ascertainmentId: null,
      agreementId: null,
      leverId: null,
      lineId: null,
      version: null,
      achievementPercent: null,
      problems: [],
    };
    const ids = ['ascertainmentId', 'agreementId', 'leverId', 'version'] as const;
    ids.forEach((field, index) => {
      const value = integerCell(at(index));
      const column = IMPORTED[index] as SheetColumn;
      if (value === 'bad')
        row.problems.push(`${label(column)}: ${translate(language, 'imports.notAnInteger')}`);
      else if (value === null)
        row.problems.push(translate(language, 'achievementsEdit.required', { column: label(column) }));
      else row[field] = value;
    });
    const typed = cellText(at(4));
    if (typed !== '') {
      const reading = readTypedAchievement(typeof at(4) === 'number' ? (at(4) as number) : typed);
      if (reading.ok) row.achievementPercent = reading.value;
      else
        row.problems.push(
          `${label(IMPORTED[4] as SheetColumn)}: ${translate(language, reading.message, reading.params)}`,
        );
    }
    result.rows.push(row);
  }
  return result;
}

/** The screen's rows as job rows (already checked by the call's schema). */
function rowsOfSave(parameters: { rows?: TAchievementsSave['rows'] }): AchievementJobRow[] {
  return (parameters.rows ?? []).map((row, index) => ({
    number: index + 1,
    ascertainmentId: null,
    agreementId: null,
    leverId: null,
    lineId: row.lineId,
    version: row.version,
    achievementPercent: row.achievementPercent,
    problems: [],
  }));
}

const sameTyped = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : new Decimal(a).equals(b);

// The model and origin as the lever catalogue names them, in a refusal's reason.
const MODEL_LABELS: Record<CalculationModel, MessageKey> = {
  PERCENT_OF_BASE: 'levers.model.percentOfBase',
  GOAL: 'levers.model.goal',
  GROWTH: 'levers.model.growth',
  STORE_COMPLIANCE: 'levers.model.storeCompliance',
  QUOTA_EVENT: 'levers.model.quotaEvent',
  FIXED_VALUE: 'levers.model.fixedValue',
};
const ORIGIN_LABELS: Record<AscertainmentOrigin, MessageKey> = {
  SELL_IN: 'levers.origin.sellIn',
  SELL_OUT: 'levers.origin.sellOut',
  DMS: 'levers.origin.dms',
  EVIDENCE: 'levers.origin.evidence',
};

/** Why a row cannot be applied to the line it names, or null. */
function refusal(language: Language, row: AchievementJobRow, line: TargetLine): string | null {
  const params = { ascertainment: String(line.ascertainmentId) };
  if (row.agreementId !== null && row.agreementId !== line.agreementId) {
    return translate(language, 'achievementsEdit.contractMismatch', {
      ...params,
      agreement: String(row.agreementId),
    });
  }
  if (!takesTypedAchievement(line.calculationModel as CalculationModel, line.origin as AscertainmentOrigin)) {
    return translate(language, 'achievementsEdit.notTyped', {
      model: translate(language, MODEL_LABELS[line.calculationModel as CalculationModel]),
      origin: translate(language, ORIGIN_LABELS[line.origin as AscertainmentOrigin]),
    });
  }
  if (line.status === 'APROVADA') return translate(language, 'achievementsEdit.approved', params);
  if (line.status === 'EM_APROVACAO') return translate(language, 'achievementsEdit.inApproval', params);
  if (row.version !== line.version) return translate(language, 'achievementsEdit.stale', params);
  return null;
}

/** The lines the rows name, found within the restrictions, their ascertainments locked. */
async function targetsOf(
  tx: Db,
  rows: readonly AchievementJobRow[],
  restrictions: TRestrictions,
  language: Language,
): Promise<Map<AchievementJobRow, TargetLine>> {
  const targets = new Map<AchievementJobRow, TargetLine>();
  const byLine = rows.filter((row) => row.lineId !== null);
  const byKey = rows.filter((row) => row.lineId === null && row.problems.length === 0);
  const lines = await linesByIds(
    tx,
    byLine.map((row) => row.lineId as number),
    restrictions,
  );
  for (const row of byLine) {
    const line = lines.find((candidate) => candidate.lineId === row.lineId);
    if (line) targets.set(row, line);
    else row.problems.push(translate(language, 'achievementsEdit.unknownLine', { line: String(row.lineId) }));
  }
  const { lines: ofAscertainments, found } = await linesOfAscertainments(
    tx,
    [...new Set(byKey.map((row) => row.ascertainmentId as number))],
    restrictions,
  );
  for (const row of byKey) {
    const params = { ascertainment: String(row.ascertainmentId), lever: String(row.leverId) };
    if (!found.has(row.ascertainmentId as number)) {
      row.problems.push(translate(language, 'achievementsEdit.unknownAscertainment', params));
      continue;
    }
    const line = ofAscertainments.find(
      (candidate) => candidate.ascertainmentId === row.ascertainmentId && candidate.leverId === row.leverId,
    );
    if (line) targets.set(row, line);
    else row.problems.push(translate(language, 'achievementsEdit.unknownLever', params));
  }
  return targets;
}

/**
 * Applies the rows: each is checked against the line it names (within the requester's
 * restrictions, its ascertainment locked): the contract, the lever's model, the ascertainment's
 * status (approved and in approval are not changed) and the version read. The valid rows store
 * their typed achievement, each changed ascertainment gets one audit row and is recalculated
 * with the engine; refused rows go to the error sheet. One transaction with the job's closing.
 */
async function applyAchievements(
  tx: Db,
  storage: FileStorage,
  job: JobRow,
  settings: AchievementSettings,
): Promise<JobOutcome> {
  const carried = carriedRestrictions<{ rows?: TAchievementsSave['rows'] }>(job.parameters);
  if (!carried) return { status: 'ERRO', message: { key: 'imports.failed' } };
  const language = job.language as Language;
  let sheet: SheetRows;
  if (job.fileKey) {
    sheet = await rowsOfFile(storage, job.fileKey, language);
    if (sheet.missing.length > 0) {
      return {
        status: 'ERRO',
        message: { key: 'imports.missingColumns', params: { columns: sheet.missing.join(', ') } },
      };
    }
  } else {
    const rows = rowsOfSave(carried.rest);
    sheet = {
      header: ['lineId', 'version', 'achievementPercent'],
      raws: new Map(rows.map((row) => [row.number, [row.lineId, row.version, row.achievementPercent]])),
      rows,
      missing: [],
    };
  }
  if (sheet.rows.length === 0) return { status: 'ERRO', message: { key: 'imports.emptySheet' } };
  const targets = await targetsOf(tx, sheet.rows, carried.restrictions, language);
  const seen = new Map<number, number>();
  const changes = new Map<number, { line: TargetLine; value: string | null }[]>();
  let unchanged = 0;
  for (const row of sheet.rows) {
    const line = targets.get(row);
    if (!line || row.problems.length > 0) continue;
    const reason = refusal(language, row, line);
    if (reason) {
      row.problems.push(reason);
      continue;
    }
    const first = seen.get(line.lineId);
    if (first !== undefined) {
      row.problems.push(translate(language, 'achievementsEdit.repeated', { row: String(first) }));
      continue;
    }
    seen.set(line.lineId, row.number);
    if (sameTyped(line.typedAchievementPercent, row.achievementPercent)) {
      unchanged++;
      continue;
    }
    const list = changes.get(line.ascertainmentId) ?? [];
    list.push({ line, value: row.achievementPercent });
    changes.set(line.ascertainmentId, list);
  }
  const caller = { id: job.requestedBy, restrictions: carried.restrictions, language };
  let changed = 0;
  let recalculated = 0;
  for (const [ascertainmentId, list] of changes) {
    for (const { line, value } of list) await setTypedAchievement(tx, line.lineId, value, job.requestedBy);
    changed += list.length;
    await touchAscertainment(tx, ascertainmentId, {}, job.requestedBy);
    await appendAudit(tx, {
      entity: 'ascertainment',
      entityId: ascertainmentId,
      action: 'ATINGIMENTO_DIGITADO',
      actorId: job.requestedBy,
      before: { lines: list.map(({ line }) => ({ line: line.lineId, typed: line.typedAchievementPercent })) },
      after: { lines: list.map(({ line, value }) => ({ line: line.lineId, typed: value })) },
      justification: job.fileKey ? 'importação' : null,
    });
    const first = (list[0] as { line: TargetLine }).line;
    if (await recalculateAscertainment(tx, first, caller, settings)) recalculated++;
  }
  const errors = new ErrorSheet(language);
  let rejected = 0;
  for (const row of sheet.rows) {
    if (row.problems.length === 0) continue;
    rejected++;
    errors.add(sheet.header, row.number, sheet.raws.get(row.number) ?? [], row.problems.join('; '));
  }
  const errorsKey = await errors.store(storage, `jobs/${job.id}/erros.xlsx`);
  const read = sheet.rows.length;
  const message: { key: MessageKey; params: Record<string, string> } = {
    key: 'achievementsEdit.summary',
    params: {
      read: String(read),
      changed: String(changed),
      unchanged: String(unchanged),
      rejected: String(rejected),
      recalculated: String(recalculated),
    },
  };
  return {
    status: importOutcome({ valid: read - rejected, rejected }),
    message,
    counts: { read, inserted: 0, updated: changed, unchanged, rejected },
    ...(errorsKey ? { errorsKey } : {}),
  };
}

/** The queue's handler: the rows, the recalculations and the job's closing in one transaction. */
export function runAchievementsJob(
  deps: JobDeps,
  jobId: string,
  settings: AchievementSettings,
): Promise<void> {
  return runImportJob(deps, jobId, (tx, job) => applyAchievements(tx, deps.storage, job, settings));
}
