import type { Readable } from 'node:stream';
import type { CellValue } from '@trade-terms/domain/registers';
import ExcelJS from 'exceljs';

/** A cell as ExcelJS reads it, reduced to a plain value (rich text joined, formulas' results). */
export function plainCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      result?: unknown;
      text?: unknown;
      error?: unknown;
    };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return plainCell(cell.result);
    if (typeof cell.text === 'string') return cell.text;
    if (cell.error !== undefined) return String(cell.error);
  }
  return String(value);
}

function rowCells(values: unknown): CellValue[] {
  // ExcelJS rows are 1-based sparse arrays.
  const list = Array.isArray(values) ? values.slice(1) : [];
  return Array.from(list, (value) => plainCell(value));
}

/**
 * The rows of a workbook's first sheet, read as a stream (the file is never held whole): row 1 is
 * the header. Later sheets (instructions) are read past without keeping anything.
 */
export async function* firstSheetRows(
  input: Readable,
): AsyncGenerator<{ number: number; cells: CellValue[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sheetsRead = 0;
  for await (const worksheet of reader) {
    sheetsRead++;
    for await (const row of worksheet) {
      if (sheetsRead > 1) continue;
      yield { number: row.number, cells: rowCells(row.values) };
    }
  }
}
