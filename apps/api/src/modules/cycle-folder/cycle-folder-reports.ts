import { atScale, type MoneyScale } from '@trade-terms/domain/budget-map';
import {
  CYCLE_FOLDER_REPORTS,
  type CycleFolderReportKey,
  isPagedGrain,
  type ReportColumn,
  reportCycles,
} from '@trade-terms/domain/cycle-folder-report-declarations';
import type {
  ReportCell,
  TCycleFolderReport,
  TCycleFolderReportExport,
  TCycleFolderReportRequest,
} from '@trade-terms/domain/cycle-folder-reports';
import { translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { pageOffset } from '@trade-terms/domain/paging';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { workbookFile } from '../../platform/export/workbook-file';
import type { FolderCaller } from './cycle-folder-caller';
import type { CycleFolderNeighbours } from './cycle-folder-neighbours';
import { type ReportScope, reportRows, reportTotals } from './cycle-folder-report-repository';

/**
 * A report's scope on the day it is asked: the filters, the cycles they cover, the caller, and
 * payments' money of the actions (handed in by the composition root).
 */
function scopeOf(
  filters: TCycleFolderReportRequest | TCycleFolderReportExport,
  caller: FolderCaller,
  today: string,
  neighbours: CycleFolderNeighbours,
) {
  return {
    filters,
    cycles: reportCycles(filters, today),
    restrictions: caller.restrictions,
    actionPaymentMoney: neighbours.actionPaymentMoneySql(),
  } satisfies ReportScope;
}

/** A report's rows (a page of them, or all of an aggregate), their count and the totals of all. */
export async function searchReport(
  db: Db,
  key: CycleFolderReportKey,
  request: TCycleFolderReportRequest,
  caller: FolderCaller,
  today: string,
  neighbours: CycleFolderNeighbours,
): Promise<TCycleFolderReport> {
  const report = CYCLE_FOLDER_REPORTS[key];
  const scope = scopeOf(request, caller, today, neighbours);
  const page = { limit: request.pageSize, offset: pageOffset(request) };
  const [{ rows, total }, totals] = await Promise.all([
    reportRows(db, scope, report, isPagedGrain(report.grain) ? page : { limit: 12 * 1000, offset: 0 }),
    reportTotals(db, scope, report),
  ]);
  return { rows, total, totals, cycles: [...scope.cycles] };
}

/** A cell as the sheet holds it: money at the scale and numbers as numbers, labels translated. */
function sheetCell(
  column: ReportColumn,
  value: ReportCell,
  scale: MoneyScale,
  t: (key: MessageKey) => string,
) {
  if (value === null) return null;
  switch (column.kind) {
    case 'money':
      return Number(atScale(String(value), scale));
    case 'volume':
    case 'unitValue':
    case 'integer':
      return Number(value);
    case 'label':
      return column.labels?.[String(value)] ? t(column.labels[String(value)] as MessageKey) : String(value);
    default:
      return value;
  }
}

/**
 * A report as a spreadsheet in the caller's language: every row under the filters (refused past
 * the inline export limit, as the other reports), its money at the chosen scale, the scale
 * named in the money columns' headers.
 */
export async function exportReport(
  db: Db,
  key: CycleFolderReportKey,
  request: TCycleFolderReportExport,
  caller: FolderCaller,
  today: string,
  maxRows: number,
  neighbours: CycleFolderNeighbours,
): Promise<TExportFile> {
  const report = CYCLE_FOLDER_REPORTS[key];
  const { rows, total } = await reportRows(db, scopeOf(request, caller, today, neighbours), report, {
    limit: maxRows,
    offset: 0,
  });
  if (total > maxRows) throw new AppError('EXPORT_TOO_LARGE', { max: String(maxRows) });
  const t = (messageKey: MessageKey) => translate(caller.language, messageKey);
  const scaleSuffix = request.scale === 'NONE' ? '' : ` (${t(`budgetMap.scale.${request.scale}`)})`;
  const columns = report.columns.map((column) => ({
    header: column.title,
    key: column.key,
    width: column.kind === 'text' ? 28 : 16,
    headerSuffix: column.kind === 'money' ? scaleSuffix : '',
  }));
  const sheetRows = rows.map((row) =>
    Object.fromEntries(
      report.columns.map((column) => [
        column.key,
        sheetCell(column, row[column.key] ?? null, request.scale, t),
      ]),
    ),
  );
  return workbookFile(caller.language, { sheet: report.title, file: report.title }, columns, sheetRows);
}
