import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { UnreadableSpreadsheetError } from './xlsx-rows';

/** A page of a CSV file's records, in file order, with how much of the file is read (0 to 1). */
export interface CsvRowsPage {
  /** The first record's number in the file (the header is record 1). */
  first: number;
  rows: string[][];
  read: number;
}

const QUOTE = '"';
/** Records are yielded in pages of this many. */
const PAGE_ROWS = 5000;
/** A record longer than this (no line break in 64 M characters) is no CSV of rows. */
const MAX_RECORD_CHARS = 64 * 1024 * 1024;

/** `;` (the separator of Brazilian spreadsheets, whose decimals take the comma) or `,`. */
function delimiterOf(headerLine: string): string {
  const semicolons = headerLine.split(';').length;
  const commas = headerLine.split(',').length;
  const tabs = headerLine.split('\t').length;
  if (tabs > semicolons && tabs > commas) return '\t';
  return semicolons >= commas ? ';' : ',';
}

/** A record that holds quotes: `"a;b"` is one cell, `""` inside quotes is one quote. */
function quotedCells(record: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < record.length; index++) {
    const char = record[index] as string;
    if (quoted) {
      if (char !== QUOTE) cell += char;
      else if (record[index + 1] === QUOTE) {
        cell += QUOTE;
        index++;
      } else quoted = false;
    } else if (char === QUOTE) quoted = true;
    else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

const cellsOf = (record: string, delimiter: string) =>
  record.includes(QUOTE) ? quotedCells(record, delimiter) : record.split(delimiter);

/** Whether a piece of text leaves a quoted cell open (an odd number of quotes). */
function quotesOpen(text: string): boolean {
  let count = 0;
  for (let at = text.indexOf(QUOTE); at !== -1; at = text.indexOf(QUOTE, at + 1)) count++;
  return count % 2 === 1;
}

/**
 * The decoder of a file: UTF-8 (Excel's "CSV UTF-8", with or without its BOM), or, when the
 * file's first bytes are no UTF-8, Windows-1252 (Excel's plain "CSV" on a Brazilian Windows).
 */
function decoderFor(firstChunk: Buffer): TextDecoder {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(firstChunk, { stream: true });
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  } catch {
    return new TextDecoder('windows-1252');
  }
}

/**
 * The records of a CSV file, streamed in pages: memory holds one piece of the text and one page
 * of records, whatever the file's size. RFC 4180 quoting (a quoted cell may hold the separator,
 * quotes and line breaks); line ends `\n` or `\r\n`; the separator is the header's (`;`, `,` or
 * a tab). A byte sequence that is no text in the file's encoding is an unreadable file.
 */
export async function* csvRows(content: Readable, totalBytes: number): AsyncGenerator<CsvRowsPage> {
  let decoder: TextDecoder | null = null;
  let delimiter: string | null = null;
  let pending = '';
  let bytes = 0;
  let number = 0;
  let rows: string[][] = [];
  let first = 1;

  const take = function* (text: string, atEnd: boolean): Generator<CsvRowsPage> {
    let start = 0;
    let searchFrom = 0;
    for (;;) {
      let end = text.indexOf('\n', searchFrom);
      if (end === -1) {
        if (!atEnd) break;
        end = text.length;
        if (start >= end) break;
      }
      const record = text.slice(start, end);
      // A line break inside a quoted cell: the record goes on to the next line.
      if (end < text.length && record.includes(QUOTE) && quotesOpen(record)) {
        searchFrom = end + 1;
        continue;
      }
      start = end + 1;
      searchFrom = start;
      const line = record.endsWith('\r') ? record.slice(0, -1) : record;
      if (delimiter === null) delimiter = delimiterOf(line);
      if (rows.length === 0) first = number + 1;
      number++;
      rows.push(cellsOf(line, delimiter));
      if (rows.length >= PAGE_ROWS) {
        yield { first, rows, read: totalBytes > 0 ? Math.min(1, bytes / totalBytes) : 1 };
        rows = [];
      }
    }
    pending = text.slice(start);
  };

  try {
    for await (const chunk of content) {
      const buffer = chunk as Buffer;
      decoder ??= decoderFor(buffer);
      bytes += buffer.length;
      yield* take(pending + decoder.decode(buffer, { stream: true }), false);
      if (pending.length > MAX_RECORD_CHARS)
        throw new UnreadableSpreadsheetError('a CSV record longer than the import reads');
    }
    yield* take(pending + (decoder?.decode() ?? ''), true);
  } catch (error) {
    if (error instanceof TypeError) throw new UnreadableSpreadsheetError('the file is no text');
    throw error;
  }
  if (rows.length > 0) yield { first, rows, read: 1 };
}
