import path from 'node:path';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { CellValue } from '@trade-terms/domain/registers';
import { SaxesParser } from 'saxes';
import { openZipEntry, readZipDirectory, type ZipEntry } from './zip-directory';

/**
 * Reads the rows of a workbook's first sheet, streaming the sheet so that memory does not grow
 * with its length.
 *
 * The parts are reached through the archive's central directory: relationships, workbook,
 * shared strings and styles first, then the sheet, whatever order the writer stored them in.
 * ExcelJS's streaming reader walks the archive front to back instead, and when the sheet comes
 * before the workbook part (as in every file ExcelJS writes) it drops the parts after the sheet
 * whenever it reads slower than the archive unpacks, as on a busy server (exceljs issue 3064).
 */

/** The file is not a workbook this reader understands; nothing of it was applied. */
export class UnreadableSpreadsheetError extends Error {}

interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** Element names without their namespace prefix: some writers spell `<x:row>`. */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

function xmlParser(handlers: XmlHandlers): SaxesParser {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) =>
    handlers.open?.(localName(tag.name), tag.attributes as Record<string, string>),
  );
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  return parser;
}

async function* textChunks(stream: Readable, counted: (bytes: number) => void): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of stream) {
    counted((chunk as Buffer).length);
    yield decoder.write(chunk as Buffer);
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** Writes the next text to the parser, or ends the part when there is none. */
function feed(parser: SaxesParser, part: string, text: string | null): void {
  try {
    if (text === null) parser.close();
    else parser.write(text);
  } catch (error) {
    throw new UnreadableSpreadsheetError(`${part}: ${(error as Error).message}`);
  }
}

class Workbook {
  private readonly entries: Map<string, ZipEntry>;

  constructor(
    private readonly zip: Buffer,
    entries: ZipEntry[],
  ) {
    this.entries = new Map(entries.map((entry) => [entry.name, entry]));
  }

  has(part: string): boolean {
    return this.entries.has(part);
  }

  /** Parses a whole part, when the workbook has it. */
  async read(part: string, handlers: XmlHandlers): Promise<void> {
    if (!this.has(part)) return;
    for await (const _ of this.stream<never>(part, () => handlers)) {
      // The handlers keep what they need; nothing is emitted.
    }
  }

  /**
   * Parses a part chunk by chunk, handing back what each chunk completed; `share` tells how much
   * of the part (0 to 1, by unpacked size) has been read so far.
   */
  async *stream<T>(
    part: string,
    handlers: (emit: (item: T) => void, share: () => number) => XmlHandlers,
  ): AsyncGenerator<T> {
    const entry = this.entries.get(part);
    if (!entry) throw new UnreadableSpreadsheetError(`${part} is missing`);
    let done: T[] = [];
    let read = 0;
    const share = () => (entry.unpackedSize > 0 ? Math.min(1, read / entry.unpackedSize) : 1);
    const parser = xmlParser(handlers((item) => done.push(item), share));
    const chunks = textChunks(openZipEntry(this.zip, entry), (bytes) => {
      read += bytes;
    });
    for await (const text of chunks) {
      feed(parser, part, text);
      const ready = done;
      done = [];
      yield* ready;
    }
    feed(parser, part, null);
    yield* done;
  }
}

/** Relationship targets are relative to the workbook's folder unless they start at the root. */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join('xl', target));
}

interface WorkbookLayout {
  sheet: string;
  sharedStrings: string;
  styles: string;
  date1904: boolean;
}

async function layoutOf(workbook: Workbook): Promise<WorkbookLayout> {
  const targets = new Map<string, { type: string; path: string }>();
  await workbook.read('xl/_rels/workbook.xml.rels', {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id && attributes.Target) {
        targets.set(attributes.Id, { type: attributes.Type ?? '', path: partPath(attributes.Target) });
      }
    },
  });
  let firstSheetId: string | null = null;
  let date1904 = false;
  await workbook.read('xl/workbook.xml', {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      if (name === 'sheet' && firstSheetId === null) {
        const id = Object.entries(attributes).find(([key]) => key.endsWith(':id'));
        firstSheetId = id ? id[1] : null;
      }
    },
  });
  const ofType = (type: string) =>
    [...targets.values()].find((target) => target.type.endsWith(`/${type}`))?.path ?? null;
  const sheet = (firstSheetId && targets.get(firstSheetId)?.path) || 'xl/worksheets/sheet1.xml';
  if (!workbook.has(sheet)) throw new UnreadableSpreadsheetError('the workbook has no sheet');
  return {
    sheet,
    sharedStrings: ofType('sharedStrings') ?? 'xl/sharedStrings.xml',
    styles: ofType('styles') ?? 'xl/styles.xml',
    date1904,
  };
}

/**
 * The text of a string item, shared (`<si>`) or inline (`<is>`): its rich text runs joined,
 * phonetic guides left out; null while no text element has been seen.
 */
class StringItem {
  text: string | null = null;
  private inText = false;
  private phonetic = 0;

  open(name: string): void {
    if (name === 'rPh') this.phonetic++;
    else if (name === 't' && this.phonetic === 0) {
      this.inText = true;
      this.text ??= '';
    }
  }

  add(text: string): void {
    if (this.inText) this.text += text;
  }

  close(name: string): void {
    if (name === 't') this.inText = false;
    else if (name === 'rPh') this.phonetic--;
  }
}

/** The shared strings table. */
async function sharedStringsOf(workbook: Workbook, part: string): Promise<string[]> {
  const strings: string[] = [];
  let item: StringItem | null = null;
  await workbook.read(part, {
    open(name) {
      if (name === 'si') item = new StringItem();
      else item?.open(name);
    },
    text(text) {
      item?.add(text);
    },
    close(name) {
      if (name === 'si' && item) {
        strings.push(item.text ?? '');
        item = null;
      } else item?.close(name);
    },
  });
  return strings;
}

/** Excel's built-in number formats that show dates or times. */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** A format code shows a date when, outside quotes and brackets, it has date or time letters. */
function isDateFormat(code: string): boolean {
  return /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** The cell styles (indexes of `cellXfs`) whose number format is a date. */
async function dateStylesOf(workbook: Workbook, part: string): Promise<Set<number>> {
  const customDates = new Set<number>();
  const dateStyles = new Set<number>();
  let inCellStyles = false;
  let styleIndex = 0;
  await workbook.read(part, {
    open(name, attributes) {
      if (name === 'numFmt' && isDateFormat(attributes.formatCode ?? '')) {
        customDates.add(Number(attributes.numFmtId));
      } else if (name === 'cellXfs') inCellStyles = true;
      else if (name === 'xf' && inCellStyles) {
        const format = Number(attributes.numFmtId ?? 0);
        if (BUILT_IN_DATE_FORMATS.has(format) || customDates.has(format)) dateStyles.add(styleIndex);
        styleIndex++;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellStyles = false;
    },
  });
  return dateStyles;
}

/** Days since 1899-12-30 (or 1904-01-01) to a UTC date, as Excel counts them. */
function excelDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

/** The 1-based column of a cell reference such as `AB12`. */
function columnOf(reference: string): number {
  let column = 0;
  for (const character of reference) {
    const code = character.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

interface CellReading {
  column: number;
  type: string;
  style: number;
  value: string | null;
  inline: StringItem | null;
}

function cellValue(
  cell: CellReading,
  sharedStrings: string[],
  dateStyles: Set<number>,
  date1904: boolean,
): CellValue {
  const { value } = cell;
  switch (cell.type) {
    case 's':
      return value === null ? null : (sharedStrings[Number(value)] ?? null);
    case 'inlineStr':
      return cell.inline?.text ?? value;
    case 'str':
    case 'e':
      return value;
    case 'b':
      return value === null ? null : value.trim() === '1' || value.trim() === 'true';
    case 'd': {
      if (value === null) return null;
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : date;
    }
    default: {
      if (value === null || value.trim() === '') return null;
      const number = Number(value);
      if (Number.isNaN(number)) return value;
      return dateStyles.has(cell.style) ? excelDate(number, date1904) : number;
    }
  }
}

export interface SheetRow {
  /** The row's number in the sheet; row 1 is the header. */
  number: number;
  /** The cells by column (index 0 is column A); empty cells are null. */
  cells: CellValue[];
  /** How much of the sheet (0 to 1) was read when the row was: the import's progress. */
  sheetRead: number;
}

/**
 * The rows of the workbook's first sheet, in order. Throws `UnreadableSpreadsheetError` for a
 * file that is not a workbook.
 */
export async function* firstSheetRows(file: Buffer): AsyncGenerator<SheetRow> {
  const entries = readZipDirectory(file);
  if (typeof entries === 'string') throw new UnreadableSpreadsheetError(`not a workbook (${entries})`);
  const workbook = new Workbook(file, entries);
  const layout = await layoutOf(workbook);
  const sharedStrings = await sharedStringsOf(workbook, layout.sharedStrings);
  const dateStyles = await dateStylesOf(workbook, layout.styles);

  yield* workbook.stream<SheetRow>(layout.sheet, (emit, share) => {
    let row: SheetRow | null = null;
    let lastRow = 0;
    let cell: CellReading | null = null;
    let inValue = false;
    return {
      open(name, attributes) {
        if (name === 'row') {
          lastRow = attributes.r ? Number(attributes.r) : lastRow + 1;
          row = { number: lastRow, cells: [], sheetRead: 0 };
        } else if (name === 'c' && row) {
          cell = {
            column: attributes.r ? columnOf(attributes.r) : row.cells.length + 1,
            type: attributes.t ?? 'n',
            style: Number(attributes.s ?? 0),
            value: null,
            inline: null,
          };
        } else if (cell) {
          if (name === 'v') {
            inValue = true;
            cell.value = '';
          } else if (name === 'is') cell.inline = new StringItem();
          else cell.inline?.open(name);
        }
      },
      text(text) {
        if (!cell) return;
        if (inValue) cell.value = (cell.value ?? '') + text;
        else cell.inline?.add(text);
      },
      close(name) {
        if (name === 'v') inValue = false;
        else if (name === 'c' && row && cell) {
          const at = cell.column - 1;
          while (row.cells.length < at) row.cells.push(null);
          row.cells[at] = cellValue(cell, sharedStrings, dateStyles, layout.date1904);
          cell = null;
        } else if (name === 'row' && row) {
          row.sheetRead = share();
          emit(row);
          row = null;
        } else cell?.inline?.close(name);
      },
    };
  });
}
