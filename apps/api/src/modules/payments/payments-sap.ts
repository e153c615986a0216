import { readFile } from 'node:fs/promises';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { allows } from '@trade-terms/domain/data-restrictions';
import { parseBrDate } from '@trade-terms/domain/dates';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TExportFile, TImportUpload } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import {
  fatherBudgetCode,
  PAYMENT_SAP_RETURN_JOB_KIND,
  SAP_LOT_COLUMNS,
  SAP_RETURN_COLUMNS,
  type TPaymentFilters,
} from '@trade-terms/domain/payments';
import type { CellValue } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import Decimal from 'decimal.js';
import type { AppContext } from '../../app-context';
import { type AuditEntry, appendAudits } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { QUEUES } from '../../platform/jobs/job-queue';
import type { FileStorage } from '../../platform/storage/file-storage';
import { recordPayment } from '../budget-map/budget-ledger';
import { carriedRestrictions } from '../imports-exports/job-restrictions';
import {
  type ImportCounts,
  importSheetRows,
  type JobDeps,
  runImportJob,
  type SheetRowsImport,
} from '../imports-exports/job-runner';
import type { JobOutcome, JobRow } from '../imports-exports/jobs-service';
import { ErrorSheet, openSheetWriter, removeTemporary } from '../master-data/register-spreadsheets';
import { queueUploadedImport, type Requester } from '../master-data/register-uploads';
import { PAYMENT_ENTITY } from './payments-generation';
import { itemView } from './payments-reads';
import {
  findLot,
  groupFullyPaid,
  type ItemRow,
  itemsOfLot,
  lockItems,
  PAYMENT_ITEM_REFERENCE,
  paymentNumberTaken,
  searchItems,
  updateGroup,
  updateItem,
} from './payments-repository';

/**
 * The files of payments (docs/domain.md "SAP layout"): a lot's spreadsheet for SAP, SAP's return
 * imported as a job (payment number, date and status per item; an unknown item or a changed
 * amount goes to the error sheet), and the report's export.
 */

type Cell = string | number | null;

async function spreadsheet(sheet: string, header: readonly string[], rows: readonly Cell[][], name: string) {
  const writer = openSheetWriter(sheet, [...header]);
  for (const row of rows) writer.addRow([...row]);
  const file = await writer.finish();
  try {
    const answer: TExportFile = {
      content: (await readFile(file)).toString('base64'),
      fileName: name,
      fileType: 'xlsx',
      mime: SPREADSHEET_MIME,
    };
    return answer;
  } finally {
    await removeTemporary(file);
  }
}

/** `pagamento/exportarLoteSap`: one row per item of the lot, in the SAP layout's columns. */
export async function exportLot(db: Db, lot: string, restrictions: TRestrictions): Promise<TExportFile> {
  const found = await findLot(db, lot);
  if (!found) throw new AppError('NOT_FOUND');
  const items = await itemsOfLot(db, found.id, restrictions);
  if (items.length === 0) throw new AppError('NOT_FOUND');
  const rows = items.map((item): Cell[] => [
    found.code,
    fatherBudgetCode(item.groupId),
    item.daughterBudgetCode,
    item.id,
    item.payerCode,
    isoDateToCompetenceText(item.competence),
    item.channel,
    item.salesOrganization,
    item.commodity,
    item.budgetType,
    item.ricBox,
    Number(item.amount),
    item.dueDate,
  ]);
  return spreadsheet('SAP', SAP_LOT_COLUMNS, rows, `lote-${found.code}.xlsx`);
}

/** `pagamento/modeloRetornoSap`: the return's columns, empty. */
export function returnTemplate(): Promise<TExportFile> {
  return spreadsheet('SAP', SAP_RETURN_COLUMNS, [], 'modelo-retorno-sap.xlsx');
}

const REPORT_COLUMNS: { header: MessageKey; cell: (item: ReturnType<typeof itemView>) => Cell }[] = [
  { header: 'payments.fields.competence', cell: (item) => item.competence },
  { header: 'payments.fields.channel', cell: (item) => item.channel },
  { header: 'payments.fields.commodity', cell: (item) => item.commodity },
  { header: 'payments.fields.budgetType', cell: (item) => item.budgetType },
  { header: 'payments.fields.economicGroup', cell: (item) => item.economicGroup },
  { header: 'payments.fields.payer', cell: (item) => item.payerCode },
  { header: 'payments.fields.ascertainment', cell: (item) => item.ascertainmentId },
  { header: 'payments.fields.folder', cell: (item) => item.folderId },
  { header: 'payments.fields.detached', cell: (item) => item.detachedAscertainmentId },
  { header: 'payments.fields.calculated', cell: (item) => Number(item.calculated) },
  { header: 'payments.fields.toPay', cell: (item) => Number(item.amount) },
  { header: 'payments.fields.stage', cell: (item) => item.stage },
  { header: 'payments.fields.lot', cell: (item) => item.lotCode },
  { header: 'payments.fields.fatherCode', cell: (item) => item.fatherBudgetCode },
  { header: 'payments.fields.daughterCode', cell: (item) => item.daughterBudgetCode },
  { header: 'payments.fields.paymentNumber', cell: (item) => item.paymentNumber },
  { header: 'payments.fields.paymentDate', cell: (item) => item.paymentDate },
  { header: 'payments.fields.paymentStatus', cell: (item) => item.paymentStatus },
  { header: 'payments.fields.dueDate', cell: (item) => item.dueDate },
  { header: 'payments.fields.deadline', cell: (item) => item.deadlineStatus },
  { header: 'payments.fields.origin', cell: (item) => item.origin },
  { header: 'payments.fields.segmentType', cell: (item) => item.segmentType },
];

/** `pagamento/exportarRelatorio`: every item under the filters, refused past the inline limit. */
export async function exportReport(
  db: Db,
  filters: TPaymentFilters,
  caller: { restrictions: TRestrictions; language: Language },
  maxRows: number,
): Promise<TExportFile> {
  const { rows, total } = await searchItems(
    db,
    { ...filters, page: 1, pageSize: maxRows },
    caller.restrictions,
  );
  if (total > maxRows) throw new AppError('EXPORT_TOO_LARGE', { max: String(maxRows) });
  const t = (key: MessageKey) => translate(caller.language, key);
  return spreadsheet(
    t('payments.report.title'),
    REPORT_COLUMNS.map((column) => t(column.header)),
    rows.map((row) => {
      const item = itemView(row);
      return REPORT_COLUMNS.map((column) => column.cell(item));
    }),
    `${t('payments.report.fileName')}.xlsx`,
  );
}

// ---------------------------------------------------------------------------------------------
// SAP's return

/** Receives SAP's return spreadsheet (the uploads' checks) and queues its import as a job. */
export function receiveSapReturn(
  context: AppContext,
  upload: TImportUpload,
  requester: Requester & { restrictions: TRestrictions },
  language: Language,
): Promise<JobRow> {
  return queueUploadedImport(
    context,
    { subject: PAYMENT_SAP_RETURN_JOB_KIND, queue: QUEUES.paymentSapReturn },
    upload,
    requester,
    language,
  );
}

interface ReturnRow {
  number: number;
  raw: CellValue[];
  itemId: number | null;
  paymentNumber: string;
  paymentDate: string | null;
  status: string;
  amount: string | null;
  problems: string[];
}

const text = (cell: CellValue | undefined) =>
  cell === null || cell === undefined
    ? ''
    : cell instanceof Date
      ? cell.toISOString().slice(0, 10)
      : String(cell).trim();

function dateOf(cell: CellValue | undefined): string | null {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const value = text(cell);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return parseBrDate(value) ?? null;
}

/**
 * SAP's return, row by row: the item must be one of a lot's, visible to the requester, with the
 * amount it was sent with; its payment number is unique. A good row sets the payment's number,
 * date and status, records the payment on the map line it reserved, and, once all of a group's
 * items are back, the group is created. The same file twice changes nothing the second time.
 */
class SapReturnImport implements SheetRowsImport<ReturnRow> {
  private header: string[] = [];
  private positions: number[] = [];
  private readonly counts: ImportCounts = { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
  private readonly errors: ErrorSheet;
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly language: Language,
    private readonly restrictions: TRestrictions,
    private readonly actorId: number,
  ) {
    this.errors = new ErrorSheet(language);
  }

  private t(key: MessageKey, params?: Record<string, string>) {
    return translate(this.language, key, params);
  }

  readHeader(cells: CellValue[]): string[] {
    this.header = cells.map((cell) => text(cell));
    const upper = this.header.map((name) => name.toUpperCase());
    this.positions = SAP_RETURN_COLUMNS.map((column) => upper.indexOf(column));
    return SAP_RETURN_COLUMNS.filter((_, index) => this.positions[index] === -1 && index < 4);
  }

  readRow(number: number, cells: CellValue[]): ReturnRow | null {
    if (cells.every((cell) => text(cell) === '')) return null;
    this.counts.read++;
    const cell = (index: number) => {
      const position = this.positions[index] ?? -1;
      return position === -1 ? null : (cells[position] ?? null);
    };
    const row: ReturnRow = {
      number,
      raw: cells,
      itemId: /^\d{1,9}$/.test(text(cell(0))) ? Number(text(cell(0))) : null,
      paymentNumber: text(cell(1)),
      paymentDate: dateOf(cell(2) ?? undefined),
      status: text(cell(3)),
      amount: text(cell(4)) === '' ? null : text(cell(4)),
      problems: [],
    };
    if (row.itemId === null) row.problems.push(this.t('payments.sapReturn.unknownItem'));
    if (row.paymentNumber === '' || row.paymentNumber.length > 40)
      row.problems.push(this.t('payments.sapReturn.paymentNumber'));
    if (row.paymentDate === null) row.problems.push(this.t('payments.sapReturn.paymentDate'));
    if (row.status === '' || row.status.length > 40) row.problems.push(this.t('payments.sapReturn.status'));
    if (row.amount !== null && !/^\d{1,16}(\.\d{1,2})?$/.test(row.amount))
      row.problems.push(this.t('payments.sapReturn.amountChanged'));
    return row;
  }

  async applyBatch(rows: ReturnRow[]): Promise<void> {
    const items = await lockItems(
      this.db,
      rows.flatMap((row) => (row.itemId === null ? [] : [row.itemId])),
    );
    const audits: AuditEntry[] = [];
    const groups = new Set<number>();
    for (const row of rows) {
      if (row.problems.length > 0) continue;
      const item = items.get(row.itemId as number);
      if (!item?.active || item.lotCode === null || !this.visible(item)) {
        row.problems.push(this.t('payments.sapReturn.unknownItem'));
        continue;
      }
      if (row.amount !== null && !new Decimal(row.amount).eq(item.amount)) {
        row.problems.push(this.t('payments.sapReturn.amountChanged'));
        continue;
      }
      const first = this.seen.get(row.paymentNumber);
      if (first !== undefined && first !== item.id) {
        row.problems.push(this.t('payments.sapReturn.numberTaken'));
        continue;
      }
      this.seen.set(row.paymentNumber, item.id);
      if (item.paymentNumber !== null) {
        if (
          item.paymentNumber === row.paymentNumber &&
          item.paymentDate === row.paymentDate &&
          item.paymentStatus === row.status
        ) {
          this.counts.unchanged++;
        } else row.problems.push(this.t('payments.sapReturn.alreadyPaid'));
        continue;
      }
      // A number another item holds already refuses this row (the unique index would refuse it too).
      if (await paymentNumberTaken(this.db, row.paymentNumber)) {
        row.problems.push(this.t('payments.sapReturn.numberTaken'));
        continue;
      }
      await updateItem(this.db, item.id, {
        paymentNumber: row.paymentNumber,
        paymentDate: row.paymentDate,
        paymentStatus: row.status,
      });
      if (item.mapLineId !== null && item.reserved !== null) {
        await recordPayment(this.db, {
          lineId: item.mapLineId,
          month: Number(item.competence.slice(5, 7)),
          amount: item.reserved,
          reference: { kind: PAYMENT_ITEM_REFERENCE, id: item.id },
          userId: this.actorId,
        });
      }
      this.counts.updated++;
      groups.add(item.groupId);
      audits.push({
        entity: PAYMENT_ENTITY,
        entityId: item.groupId,
        action: 'RETORNO_SAP',
        actorId: this.actorId,
        after: {
          item: item.id,
          paymentNumber: row.paymentNumber,
          paymentDate: row.paymentDate,
          status: row.status,
        },
      });
    }
    for (const groupId of groups) {
      if (await groupFullyPaid(this.db, groupId)) {
        await updateGroup(this.db, groupId, { stage: 'CRIADO' }, this.actorId);
        audits.push({
          entity: PAYMENT_ENTITY,
          entityId: groupId,
          action: 'CRIADO',
          actorId: this.actorId,
          before: { stage: 'DISTRIBUICAO' },
          after: { stage: 'CRIADO' },
        });
      }
    }
    await appendAudits(this.db, audits);
    for (const row of rows) {
      if (row.problems.length === 0) continue;
      this.counts.rejected++;
      this.errors.add(this.header, row.number, row.raw, row.problems.join('; '));
    }
  }

  private visible(item: ItemRow): boolean {
    return (
      allows(this.restrictions, 'canais', item.channel) &&
      allows(this.restrictions, 'commodities', item.commodity)
    );
  }

  result(): ImportCounts {
    return { ...this.counts };
  }

  storeErrors(storage: FileStorage, key: string): Promise<string | undefined> {
    return this.errors.store(storage, key);
  }
}

function importReturn(
  db: Db,
  storage: FileStorage,
  job: JobRow,
  progress: (sheetRead: number) => void,
): Promise<JobOutcome> {
  const carried = carriedRestrictions(job.parameters);
  if (!carried) return Promise.resolve({ status: 'ERRO', message: { key: 'imports.failed' } });
  const work = new SapReturnImport(db, job.language as Language, carried.restrictions, job.requestedBy);
  return importSheetRows(storage, job, work, { batch: 500, progress });
}

/** The queue's handler: the return applied once, its rows and the job's closing in one transaction. */
export function runSapReturnImport(deps: JobDeps, jobId: string): Promise<void> {
  return runImportJob(deps, jobId, (tx, job, progress) => importReturn(tx, deps.storage, job, progress));
}
