import ExcelJS from 'exceljs';
import { call } from './calls';
import type { TestApp } from './test-app';

/** A workbook's first sheet as rows of plain values (row 1 = header). */
export async function readSheet(base64: string, sheet = 1): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const worksheet = workbook.worksheets[sheet - 1];
  if (!worksheet) throw new Error(`no sheet ${sheet}`);
  const rows: unknown[][] = [];
  worksheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

export async function workbookOf(header: string[], rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Dados');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/** Waits for an import or export job to leave PROCESSANDO and returns it. */
export async function waitForJob(t: TestApp, token: string, id: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const response = await call(t, '/api/importacaoExportacao/buscarPorId', { id }, { token });
    if (response.statusCode !== 200) throw new Error(response.body);
    const job = response.json();
    if (job.status !== 'PROCESSANDO') return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still processing`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A workbook (base64) changed by `change`, which gets its first sheet and the column number of
 * a header label (a required column's ` *` ignored).
 */
export async function editedWorkbook(
  base64: string,
  change: (sheet: ExcelJS.Worksheet, column: (label: string) => number) => void,
): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  // Cell values are 1-based: index 0 is empty, so an index is the column's number.
  const header = Array.from(sheet.getRow(1).values as unknown[], (value) => String(value ?? ''));
  change(sheet, (label) => {
    const index = header.findIndex((cell) => cell.replace(' *', '') === label);
    if (index < 0) throw new Error(`no column ${label}`);
    return index;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/** An import job's error sheet, as rows (row 1 = header). */
export async function errorSheetOf(t: TestApp, token: string, jobId: string): Promise<unknown[][]> {
  const errors = await call(t, '/api/importacaoExportacao/baixarErros', { id: jobId }, { token });
  if (errors.statusCode !== 200) throw new Error(errors.body);
  return readSheet(errors.json().conteudo);
}

/**
 * An export answered 202 (queued for the dashboard), followed to its end: the job, and the file
 * it left with its name and rows.
 */
export async function queuedExport(t: TestApp, token: string, queued: { statusCode: number; body: string }) {
  if (queued.statusCode !== 202)
    throw new Error(`expected a queued export: ${queued.statusCode} ${queued.body}`);
  const job = await waitForJob(t, token, JSON.parse(queued.body).id);
  const file = await call(t, '/api/importacaoExportacao/baixarResultado', { id: job.id }, { token });
  return { job, fileName: String(file.json().nomeArquivo), rows: await readSheet(file.json().conteudo) };
}
