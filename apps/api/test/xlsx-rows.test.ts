import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { firstSheetRows, UnreadableSpreadsheetError } from '../src/platform/storage/xlsx-rows';
import { readZipDirectory } from '../src/platform/storage/zip-directory';
import { zipOf } from './support/zip-of';

async function rowsOf(file: Buffer): Promise<{ number: number; cells: unknown[] }[]> {
  const rows = [];
  for await (const { number, cells } of firstSheetRows(file)) rows.push({ number, cells });
  return rows;
}

/** A workbook made of the given parts, each XML text stored deflated. */
function workbookParts(parts: Record<string, string>): Buffer {
  return zipOf(Object.entries(parts).map(([name, text]) => ({ name, content: Buffer.from(text) })));
}

const RELS = `<?xml version="1.0"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>
  <Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet2.xml"/>
  <Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>`;

const STYLES = `<?xml version="1.0"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
  <numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="&quot;R$&quot; #,##0.00"/></numFmts>
  <cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>
  <cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="14"/></cellXfs>
</styleSheet>`;

describe('reading the first sheet of a workbook', () => {
  it('reads what ExcelJS writes: shared and rich strings, numbers, dates, booleans, formulas, gaps', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Dados');
    sheet.addRow(['Código', 'Nome', 'Valor', 'Início', 'Ativo', 'Total']);
    sheet.addRow([
      'C-1',
      { richText: [{ text: 'Lo', font: { bold: true } }, { text: 'ja' }] },
      1234.56,
      new Date(Date.UTC(2026, 0, 31)),
      true,
      { formula: 'C2*2', result: 2469.12 },
    ]);
    sheet.getCell('A3').value = 'só A';
    sheet.getCell('D3').value = 'gap before me';
    workbook.addWorksheet('Instruções').addRow(['not read']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    // The order that loses parts in a front-to-back reader: the sheet before the workbook part.
    const names = (readZipDirectory(file) as { name: string }[]).map((entry) => entry.name);
    expect(names.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(names.indexOf('xl/workbook.xml'));

    expect(await rowsOf(file)).toEqual([
      { number: 1, cells: ['Código', 'Nome', 'Valor', 'Início', 'Ativo', 'Total'] },
      {
        number: 2,
        cells: ['C-1', 'Loja', 1234.56, new Date(Date.UTC(2026, 0, 31)), true, 2469.12],
      },
      { number: 3, cells: ['só A', null, null, 'gap before me'] },
    ]);
  });

  it('reads inline strings, as the streaming writer stores them', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false });
    const sheet = writer.addWorksheet('Erros');
    sheet.addRow(['Linha', 'Motivo']).commit();
    sheet.addRow([2, 'Código: O campo é obrigatório & <mais>']).commit();
    await writer.commit();
    expect(await rowsOf(Buffer.concat(chunks))).toEqual([
      { number: 1, cells: ['Linha', 'Motivo'] },
      { number: 2, cells: [2, 'Código: O campo é obrigatório & <mais>'] },
    ]);
  });

  it('tells with each row how much of the sheet is read, up to all of it on the last row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Dados');
    for (let index = 0; index < 20_000; index++) sheet.addRow([`código ${index}`, index, index % 2 === 0]);
    const shares: number[] = [];
    for await (const row of firstSheetRows(Buffer.from(await workbook.xlsx.writeBuffer()))) {
      shares.push(row.sheetRead);
    }
    expect(shares).toHaveLength(20_000);
    expect(shares.every((share, index) => index === 0 || share >= (shares[index - 1] ?? 0))).toBe(true);
    expect(new Set(shares).size).toBeGreaterThan(3);
    expect(shares[0]).toBeLessThan(0.5);
    expect(shares.at(-1)).toBe(1);
  });

  it('counts dates from 1904 when the workbook says so', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.properties.date1904 = true;
    const sheet = workbook.addWorksheet('Dados');
    sheet.addRow(['Início']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 23))]);
    const rows = await rowsOf(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows[1]?.cells).toEqual([new Date(Date.UTC(2026, 10, 23))]);
  });

  it('takes the first tab of the workbook, with prefixed names, cells without references and phonetic runs', async () => {
    const file = workbookParts({
      '[Content_Types].xml': '<Types/>',
      'xl/worksheets/sheet1.xml':
        '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData></worksheet>',
      'xl/worksheets/sheet2.xml': `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
        <x:sheetData>
          <x:row><x:c t="inlineStr"><x:is><x:r><x:t>Nome</x:t></x:r><x:r><x:t xml:space="preserve"> composto</x:t></x:r><x:rPh><x:t>fonética</x:t></x:rPh></x:is></x:c><x:c t="b"><x:v>0</x:v></x:c></x:row>
          <x:row r="5"><x:c s="1"><x:v>46053</x:v></x:c><x:c s="2"><x:v>10.5</x:v></x:c><x:c s="3"><x:v>46053.5</x:v></x:c><x:c t="e"><x:v>#N/A</x:v></x:c><x:c t="str"><x:f>A1</x:f><x:v>texto</x:v></x:c><x:c><x:f>B9</x:f></x:c></x:row>
        </x:sheetData>
      </x:worksheet>`,
      'xl/_rels/workbook.xml.rels': RELS,
      'xl/styles.xml': STYLES,
      'xl/workbook.xml': `<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">
        <sheets><sheet name="Segunda" sheetId="2" r:id="rId2"/><sheet name="Primeira" sheetId="1" r:id="rId1"/></sheets>
      </workbook>`,
    });
    expect(await rowsOf(file)).toEqual([
      { number: 1, cells: ['Nome composto', false] },
      {
        number: 5,
        cells: [
          new Date(Date.UTC(2026, 0, 31)),
          10.5,
          new Date(Date.UTC(2026, 0, 31, 12)),
          '#N/A',
          'texto',
          null,
        ],
      },
    ]);
  });

  it('refuses a file that is not a workbook, or whose sheet is not well-formed XML', async () => {
    await expect(rowsOf(Buffer.from('Código;Nome\n1;Loja\n'))).rejects.toBeInstanceOf(
      UnreadableSpreadsheetError,
    );
    const broken = workbookParts({
      '[Content_Types].xml': '<Types/>',
      'xl/workbook.xml':
        '<workbook><sheets><sheet name="Dados" sheetId="1" r:id="rId1"/></sheets></workbook>',
      'xl/_rels/workbook.xml.rels': RELS,
      'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></row></sheetData>',
    });
    await expect(rowsOf(broken)).rejects.toBeInstanceOf(UnreadableSpreadsheetError);
    const sheetless = workbookParts({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
    await expect(rowsOf(sheetless)).rejects.toBeInstanceOf(UnreadableSpreadsheetError);
  });
});
