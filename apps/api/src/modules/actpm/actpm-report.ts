import type { TActpmReportFilters, TActpmReportSearch } from '@trade-terms/domain/actpm';
import { translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type SheetColumn, workbookFile } from '../../platform/export/workbook-file';
import { reportRows } from './actpm-repository';
import { type ActpmCaller, rowView } from './actpm-service';

/** `apuracaoActpm/relatorio`: a page of the rows of a competence range under the filters, with totals. */
export async function actpmReport(db: Db, search: TActpmReportSearch, caller: ActpmCaller) {
  const { rows, total, totals } = await reportRows(db, search, caller.restrictions, {
    offset: (search.page - 1) * search.pageSize,
    limit: search.pageSize,
  });
  return { items: rows.map(rowView), total, totals };
}

const MONEY = { numFmt: '#,##0.00' };
const money = (key: string, header: MessageKey): SheetColumn => ({ header, key, width: 16, style: MONEY });

const COLUMNS: SheetColumn[] = [
  { header: 'actpm.column.competence', key: 'competence', width: 12 },
  { header: 'actpm.column.budgetType', key: 'budgetType', width: 14 },
  { header: 'actpm.column.budgetTypeName', key: 'budgetTypeName', width: 28 },
  { header: 'actpm.column.actpmCode', key: 'actpmCode', width: 14 },
  { header: 'actpm.column.commodity', key: 'commodity', width: 14 },
  { header: 'actpm.column.channel', key: 'channel', width: 10 },
  money('budget', 'actpm.column.budget'),
  money('reserved', 'actpm.column.reserved'),
  money('consumed', 'actpm.column.consumed'),
  money('paid', 'actpm.column.paid'),
  money('ascertained', 'actpm.column.ascertained'),
  money('balance', 'actpm.column.balance'),
  { header: 'actpm.column.status', key: 'status', width: 14 },
];

/**
 * `apuracaoActpm/exportarRelatorio`: every row under the filters, refused past the inline export
 * limit. Money cells are numbers of cents' precision (a two-decimal value under 2^53 / 100 reads
 * back exactly), shown with two decimals.
 */
export async function exportActpmReport(
  db: Db,
  filters: TActpmReportFilters,
  caller: ActpmCaller,
  maxRows: number,
): Promise<TExportFile> {
  const { rows, total } = await reportRows(db, filters, caller.restrictions, { offset: 0, limit: maxRows });
  if (total > maxRows) throw new AppError('EXPORT_TOO_LARGE', { max: String(maxRows) });
  const t = (key: MessageKey) => translate(caller.language, key);
  return workbookFile(
    caller.language,
    { sheet: 'actpm.report.sheet', file: 'actpm.report.fileName' },
    COLUMNS,
    rows.map(rowView).map((row) => ({
      ...row,
      budget: Number(row.budget),
      reserved: Number(row.reserved),
      consumed: Number(row.consumed),
      paid: Number(row.paid),
      ascertained: Number(row.ascertained),
      balance: Number(row.balance),
      status: t(`actpm.status.${row.status}`),
    })),
  );
}
