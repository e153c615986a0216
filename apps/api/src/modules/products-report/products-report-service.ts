import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { formatBrDate } from '@trade-terms/domain/dates';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type {
  TProductsReportFilters,
  TProductsReportRow,
  TProductsReportSearch,
} from '@trade-terms/domain/products-report';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type SheetColumn, workbookFile } from '../../platform/export/workbook-file';
import { type ProductRow, productRows } from './products-report-repository';

export interface ReportCaller {
  restrictions: TRestrictions;
  language: Language;
}

function rowView(row: ProductRow): TProductsReportRow {
  return {
    id: row.id,
    sku: row.sku,
    description: row.description,
    ean: row.ean,
    netWeight: row.netWeight,
    ppaProduct: row.ppaProduct,
    brand: row.brand,
    category: row.category,
    commodity: row.commodity,
    categoryValidityStart: row.categoryValidityStart ? formatBrDate(row.categoryValidityStart) : null,
    categoryValidityEnd: row.categoryValidityEnd ? formatBrDate(row.categoryValidityEnd) : null,
    innovation: row.innovationCompetence !== null,
    innovationCompetence: row.innovationCompetence ? isoDateToCompetenceText(row.innovationCompetence) : null,
    status: row.active ? 'ATIVO' : 'INATIVO',
  };
}

/** `relatorioProdutos/buscar`: one page of products under the filters. */
export async function searchProducts(db: Db, search: TProductsReportSearch, caller: ReportCaller) {
  const { rows, total } = await productRows(db, search, caller.restrictions, {
    offset: (search.page - 1) * search.pageSize,
    limit: search.pageSize,
  });
  return { items: rows.map(rowView), total };
}

const COLUMNS: SheetColumn[] = [
  { header: 'productsReport.column.sku', key: 'sku', width: 14 },
  { header: 'productsReport.column.description', key: 'description', width: 36 },
  { header: 'productsReport.column.ean', key: 'ean', width: 16 },
  { header: 'productsReport.column.netWeight', key: 'netWeight', width: 12 },
  { header: 'productsReport.column.ppaProduct', key: 'ppaProduct', width: 14 },
  { header: 'productsReport.column.brand', key: 'brand', width: 14 },
  { header: 'productsReport.column.category', key: 'category', width: 14 },
  { header: 'productsReport.column.commodity', key: 'commodity', width: 12 },
  { header: 'productsReport.column.categoryValidity', key: 'validity', width: 24 },
  { header: 'productsReport.column.innovation', key: 'innovation', width: 12 },
  { header: 'productsReport.column.innovationCompetence', key: 'innovationCompetence', width: 14 },
  { header: 'productsReport.column.status', key: 'status', width: 10 },
];

/** `relatorioProdutos/exportar`: every product under the filters, refused past the inline limit. */
export async function exportProducts(
  db: Db,
  filters: TProductsReportFilters,
  caller: ReportCaller,
  maxRows: number,
): Promise<TExportFile> {
  const { rows, total } = await productRows(db, filters, caller.restrictions, { offset: 0, limit: maxRows });
  if (total > maxRows) throw new AppError('EXPORT_TOO_LARGE', { max: String(maxRows) });
  const t = (key: MessageKey) => translate(caller.language, key);
  return workbookFile(
    caller.language,
    { sheet: 'productsReport.sheet', file: 'productsReport.fileName' },
    COLUMNS,
    rows.map(rowView).map((row) => ({
      ...row,
      validity: row.categoryValidityStart
        ? `${row.categoryValidityStart} – ${row.categoryValidityEnd ?? ''}`.trim()
        : null,
      innovation: t(row.innovation ? 'productsReport.yes' : 'productsReport.no'),
      status: t(`productsReport.status.${row.status}`),
    })),
  );
}
