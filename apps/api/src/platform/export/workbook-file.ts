import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import ExcelJS from 'exceljs';

/** A column of an exported sheet: its header's catalogue key, the row's key and its width. */
export interface SheetColumn {
  header: MessageKey;
  key: string;
  width: number;
  /** Said after the header, as it is (the scale of a money column: " (Milhares)"). */
  headerSuffix?: string;
  /** The cells' number format (money: `#,##0.00`). */
  style?: Partial<ExcelJS.Style>;
}

/** A one-sheet workbook in the caller's language, answered as the spec's export response. */
export async function workbookFile(
  language: Language,
  names: { sheet: MessageKey; file: MessageKey },
  columns: readonly SheetColumn[],
  rows: readonly Record<string, unknown>[],
): Promise<TExportFile> {
  const t = (key: MessageKey) => translate(language, key);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t(names.sheet));
  sheet.columns = columns.map(({ headerSuffix, ...column }) => ({
    ...column,
    header: `${t(column.header)}${headerSuffix ?? ''}`,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    content: Buffer.from(buffer).toString('base64'),
    fileName: `${t(names.file)}.xlsx`,
    fileType: 'xlsx',
    mime: SPREADSHEET_MIME,
  };
}
