import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvRows } from '../src/platform/storage/csv-rows';
import { UnreadableSpreadsheetError } from '../src/platform/storage/xlsx-rows';

/** Every record of a file given in chunks (split where a reader would least like it). */
async function recordsOf(chunks: Buffer[]) {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const records: { number: number; cells: string[] }[] = [];
  for await (const page of csvRows(Readable.from(chunks), total)) {
    page.rows.forEach((cells, index) => {
      records.push({ number: page.first + index, cells });
    });
  }
  return records;
}

const bytesSplit = (buffer: Buffer, size: number) =>
  Array.from({ length: Math.ceil(buffer.length / size) }, (_, index) =>
    buffer.subarray(index * size, (index + 1) * size),
  );

describe('CSV records read as a stream', () => {
  it('takes the header’s separator, quotes holding separators, quotes and line breaks, CRLF and a BOM', async () => {
    const text =
      '\uFEFFCódigo;Valor;Nota\r\n"A;1";"1.234,50";"diz ""oi"""\r\nB;2;"duas\r\nlinhas"\r\nC;;\r\n';
    for (const size of [1, 3, 7, 1024]) {
      const records = await recordsOf(bytesSplit(Buffer.from(text, 'utf8'), size));
      expect(records).toEqual([
        { number: 1, cells: ['Código', 'Valor', 'Nota'] },
        { number: 2, cells: ['A;1', '1.234,50', 'diz "oi"'] },
        { number: 3, cells: ['B', '2', 'duas\r\nlinhas'] },
        { number: 4, cells: ['C', '', ''] },
      ]);
    }
    const commas = await recordsOf([Buffer.from('a,b\n1,"2,5"')]);
    expect(commas.map((record) => record.cells)).toEqual([
      ['a', 'b'],
      ['1', '2,5'],
    ]);
  });

  it('reads Excel’s plain CSV (Windows-1252) when the file is no UTF-8', async () => {
    const records = await recordsOf([Buffer.from('Competência;Preço\n01/2030;1\n', 'latin1')]);
    expect(records[0]?.cells).toEqual(['Competência', 'Preço']);
  });

  it('pages many records with their numbers, and refuses a record without end', async () => {
    const lines = ['h', ...Array.from({ length: 12_001 }, (_, index) => `r${index + 2}`)].join('\n');
    const records = await recordsOf([Buffer.from(lines)]);
    expect(records.length).toBe(12_002);
    expect(records.at(-1)).toEqual({ number: 12_002, cells: ['r12002'] });

    const open = Buffer.alloc(65 * 1024 * 1024, 'a');
    await expect(recordsOf([Buffer.from('h\n"'), open])).rejects.toBeInstanceOf(UnreadableSpreadsheetError);
  });
});
