import {
  answerChanges,
  describeSapOnProblems,
  readSapOnRow,
  SAP_ON_COLUMNS,
  SAP_ON_IMPORT_MAX_ROWS,
  SAP_ON_REQUIRED_COLUMNS,
  SAP_ON_STATE_LABELS,
  type SapOnAnswerRow,
  type SapOnColumnKey,
  type SapOnRawRow,
  type SapOnTerms,
  sameTerms,
  sapOnColumnOf,
  type TSapOnExport,
  type TSapOnImportResult,
} from '@trade-terms/domain/agreement-sap-on';
import { formatBrDate } from '@trade-terms/domain/dates';
import { translate } from '@trade-terms/domain/i18n';
import type { TExportFile, TImportUpload } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { CellValue } from '@trade-terms/domain/registers';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { firstSheetRows, UnreadableSpreadsheetError } from '../../platform/storage/xlsx-rows';
import { catalogueEntries } from '../levers/levers-service';
import { checkedSpreadsheet } from '../master-data/register-uploads';
import type { LifecycleCaller } from './agreement-lifecycle';
import {
  conditionNumberHolders,
  holdSapAnswers,
  lockSapConditions,
  sapOnKey,
  sapOnLeversByKeys,
  sapOnLeversForExport,
} from './agreement-sap-on-repository';
import {
  applySapAnswers,
  currentTerms,
  namesOf,
  otherHolder,
  type SapAnswerChange,
  sapOnQueryOf,
  storedAnswer,
} from './agreement-sap-on-service';

/**
 * The round trip with SAP's team: `exportContratoSapOn` writes the ON levers under the list's
 * filters, `importarContratoSapOnTela` reads the same file back with SAP's answers.
 */

/**
 * `exportContratoSapOn`: one row per ON lever, its terms and current answer, in the caller's
 * language; decimals and dates go out as text so they come back exactly. The state column offers
 * the states as a drop-down; a second sheet says how to answer.
 */
export async function exportSapOn(
  db: Db,
  filters: TSapOnExport,
  caller: LifecycleCaller,
  maxRows: number,
): Promise<TExportFile> {
  const rows = await sapOnLeversForExport(db, sapOnQueryOf(filters, caller), maxRows + 1);
  if (rows.length > maxRows) throw new AppError('EXPORT_TOO_LARGE', { max: String(maxRows) });
  const names = await namesOf(db, rows, caller.today);
  const t = (key: MessageKey) => translate(caller.language, key);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('sapOn.export.sheet'));
  sheet.columns = SAP_ON_COLUMNS.map((column) => ({
    header: t(column.label),
    key: column.key,
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    sheet.addRow({
      agreementId: row.agreementId,
      description: row.description,
      holding: `${row.economicGroupCode} - ${names.holding(row.economicGroupCode)}`,
      channels: row.channels.join(', '),
      businessUnit: row.commodityCode,
      leverId: row.leverId,
      leverName: names.lever(row.leverId),
      customers: row.customers.join(', '),
      payers: row.payers.join(', '),
      discountPercent: row.discountPercent,
      validityStart: formatBrDate(row.validityStart),
      validityEnd: formatBrDate(row.validityEnd),
      state: t(SAP_ON_STATE_LABELS[row.shownState]),
      conditionNumber: row.conditionNumber,
      refusalReason: row.refusalReason,
    } satisfies Record<SapOnColumnKey, string | number | null>);
  }
  const stateColumn = SAP_ON_COLUMNS.findIndex((column) => column.key === 'state') + 1;
  const choices = (['PENDENTE', 'CADASTRADA', 'RECUSADA'] as const).map((state) =>
    t(SAP_ON_STATE_LABELS[state]),
  );
  for (let at = 2; at <= rows.length + 1; at++) {
    sheet.getCell(at, stateColumn).dataValidation = {
      type: 'list',
      allowBlank: false,
      formulae: [`"${choices.join(',')}"`],
    };
  }
  const instructions = workbook.addWorksheet(t('imports.instructionsSheet'));
  instructions.getColumn(1).width = 120;
  instructions.addRow([t('sapOn.title')]).font = { bold: true };
  instructions.addRow([t('sapOn.export.instructions')]).alignment = { wrapText: true };
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    content: Buffer.from(buffer).toString('base64'),
    fileName: `${t('sapOn.export.fileName')}.xlsx`,
    fileType: 'xlsx',
    mime: SPREADSHEET_MIME,
  };
}

/** A cell as SAP's team left it, as text: dates DD/MM/YYYY, numbers as written. */
function cellText(cell: CellValue | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return formatBrDate(cell.toISOString().slice(0, 10));
  const text = String(cell).trim();
  return text === '' ? null : text;
}

interface ReadRow {
  number: number;
  reading: ReturnType<typeof readSapOnRow>;
}

/** The answer file's rows, read; refused whole when it is no workbook or lacks a column. */
async function readAnswerFile(file: Buffer, caller: LifecycleCaller): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  let columns: (SapOnColumnKey | null)[] | null = null;
  try {
    for await (const row of firstSheetRows(file)) {
      if (columns === null) {
        columns = row.cells.map((cell) => sapOnColumnOf(cellText(cell) ?? ''));
        const missing = SAP_ON_REQUIRED_COLUMNS.filter((key) => !columns?.includes(key));
        if (missing.length > 0) {
          const labels = missing.map((key) =>
            translate(
              caller.language,
              SAP_ON_COLUMNS.find((column) => column.key === key)?.label ?? 'sapOn.title',
            ),
          );
          throw new AppError('SHEET_MISSING_COLUMNS', { columns: labels.join(', ') });
        }
        continue;
      }
      const raw: SapOnRawRow = {};
      columns.forEach((key, index) => {
        if (key) raw[key] = cellText(row.cells[index]);
      });
      if (Object.values(raw).every((value) => value === null)) continue;
      if (rows.length >= SAP_ON_IMPORT_MAX_ROWS)
        throw new AppError('SAP_ON_TOO_MANY_ROWS', { max: String(SAP_ON_IMPORT_MAX_ROWS) });
      rows.push({ number: row.number, reading: readSapOnRow(raw) });
    }
  } catch (error) {
    if (error instanceof UnreadableSpreadsheetError) throw new AppError('SHEET_UNREADABLE');
    throw error;
  }
  if (rows.length === 0) throw new AppError('SHEET_EMPTY');
  return rows;
}

const termsText = (terms: SapOnTerms) => ({
  discount: terms.discountPercent ?? '—',
  start: formatBrDate(terms.validityStart),
  end: formatBrDate(terms.validityEnd),
});

/**
 * `importarContratoSapOnTela`: SAP's answer file applied row by row, at once. Every row is
 * checked (cells, the lever among the caller's approved ON levers, the terms it answers for
 * against the lever's terms now, a lever repeated in the file, a condition number another lever
 * holds); the rows that pass and change something are written with one audit row each, in one
 * transaction, and the others are listed in `errors` with their line and every reason. The same
 * file imported twice changes nothing the second time.
 */
export async function importSapOn(
  context: AppContext,
  upload: TImportUpload,
  caller: LifecycleCaller,
): Promise<TSapOnImportResult> {
  const file = await checkedSpreadsheet(context, upload);
  const rows = await readAnswerFile(file, caller);
  const { language } = caller;
  const errors: string[] = [];
  const refuse = (row: number, problems: string) =>
    errors.push(translate(language, 'sapOn.import.row', { row, problems }));
  let changed = 0;
  let unchanged = 0;
  await context.database.db.transaction(async (tx) => {
    await holdSapAnswers(tx);
    const valid = rows.flatMap((row) =>
      row.reading.ok ? [{ number: row.number, row: row.reading.row as SapOnAnswerRow }] : [],
    );
    const levers = await sapOnLeversByKeys(
      tx,
      valid.map(({ row }) => row),
      caller.restrictions,
    );
    const stored = await lockSapConditions(tx, [...levers.values()]);
    const holders = new Map(
      await conditionNumberHolders(
        tx,
        valid.flatMap(({ row }) => (row.answer?.conditionNumber ? [row.answer.conditionNumber] : [])),
      ),
    );
    const names = await namesOf(tx, [...levers.values()], caller.today);
    const heldBy = await catalogueEntries(
      tx,
      [...holders.values()].map((holder) => holder.leverId),
      caller.today,
    );
    const seen = new Map<string, number>();
    const changes: SapAnswerChange[] = [];
    for (const { number, reading } of rows) {
      if (!reading.ok) {
        refuse(number, describeSapOnProblems(language, reading.problems));
        continue;
      }
      const { row } = reading;
      const key = sapOnKey(row);
      const first = seen.get(key);
      if (first !== undefined) {
        refuse(number, translate(language, 'sapOn.import.duplicatedRow', { row: first }));
        continue;
      }
      seen.set(key, number);
      const lever = levers.get(key);
      if (!lever) {
        refuse(
          number,
          translate(language, 'sapOn.import.leverNotFound', {
            agreement: row.agreementId,
            lever: row.leverId,
          }),
        );
        continue;
      }
      const terms = currentTerms(lever);
      if (!sameTerms(row.terms, terms)) {
        refuse(number, translate(language, 'sapOn.import.termsChanged', termsText(terms)));
        continue;
      }
      const before = stored.get(key);
      if (!row.answer || !answerChanges(storedAnswer(before), row.answer, terms)) {
        unchanged++;
        continue;
      }
      const holder = otherHolder(holders, row.answer.conditionNumber, row);
      if (holder) {
        const holderName = heldBy.get(holder.leverId)?.name ?? names.lever(holder.leverId);
        refuse(
          number,
          translate(language, 'validation.sapOn.numberTaken', {
            number: row.answer.conditionNumber ?? '',
            agreement: holder.agreementId,
            lever: holderName,
          }),
        );
        continue;
      }
      // The number moves with the answer: later rows of the file see who holds it now.
      if (before?.conditionNumber) holders.delete(before.conditionNumber);
      if (row.answer.conditionNumber) holders.set(row.answer.conditionNumber, row);
      changes.push({ lever, leverName: names.lever(lever.leverId), stored: before, answer: row.answer });
      changed++;
    }
    await applySapAnswers(tx, changes, caller, { file: upload.fileName.trim() });
  });
  const counts = { read: rows.length, changed, unchanged, refused: errors.length };
  const summary = translate(language, 'sapOn.import.summary', counts);
  return {
    errors,
    finished: true,
    ...counts,
    messages: [
      errors.length === 0
        ? { kind: 'SUCESSO', code: 'sapOn.import.summary', text: summary }
        : { kind: 'ALERTA', code: 'sapOn.import.summary', text: summary },
    ],
  };
}
