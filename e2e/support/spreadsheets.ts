import type ExcelJS from 'exceljs';

/** The text of a cell as a reader sees it (rich text and numbers included). */
export const cellText = (cell: ExcelJS.Cell) => (cell.text ?? '').toString().trim();

/** The column of the first sheet whose header starts with the label (required ones end in `*`). */
export function columnOf(sheet: ExcelJS.Worksheet, label: string): number {
  const header = sheet.getRow(1);
  for (let column = 1; column <= sheet.columnCount; column += 1) {
    if (cellText(header.getCell(column)).replace(/\s*\*$/, '') === label) return column;
  }
  throw new Error(`no column ${label} in ${JSON.stringify(header.values)}`);
}
