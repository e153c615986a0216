import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { typeInPicker } from './support/pickers';
import { cellText, columnOf } from './support/spreadsheets';

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const YEAR = new Date().getFullYear();

/** Types a month into the competence picker of that label. */
async function competence(page: Page, label: string, value: string) {
  await typeInPicker(page, page.getByLabel(label, { exact: true }), value);
}

describe('ascertainment details report and ON ascertainment in the browser', () => {
  let session: BrowserSession;
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'trade-terms-asc-report-'));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));
  beforeEach(async () => {
    session = await openBrowser();
    await resumeSession(session, 'comercial', 'Comercial@123');
  });
  afterEach(async () => {
    await session.close();
  });

  it('lists the demo lever lines of the first quarter and exports them with decimals as text', async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/ascertainment/details-report`);
    await page.getByRole('heading', { name: 'Relatório de detalhes da apuração' }).waitFor();
    await competence(page, 'Competência de', `01/${YEAR}`);
    await competence(page, 'Competência até', `03/${YEAR}`);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const growth = page.locator('tbody tr.ant-table-row', { hasText: 'Crescimento trimestral sell-in' });
    await expect.poll(() => growth.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await growth.first().textContent()).toContain(`Q1/${YEAR}`);
    expect(await growth.first().textContent()).toContain('27.000,00');
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'ascertainment-details-pt.png'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar para Excel' }).click();
    const file = path.join(workDir, 'detalhes.xlsx');
    await (await download).saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the export has no sheet');
    const leverColumn = columnOf(sheet, 'Alavanca');
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_v, index) => sheet.getRow(index + 2));
    const line = rows.find((row) => cellText(row.getCell(leverColumn)) === 'Crescimento trimestral sell-in');
    if (!line) throw new Error('the export lacks the growth line');
    // Text, not a spreadsheet number: the exact decimal as stored.
    expect(line.getCell(columnOf(sheet, 'Valor apurado')).value).toBe('27000.00');
  });

  it('opens the ON ascertainment of a competence with its value, abatement, difference and SAP columns', async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/trade-agreements-ascertainmentOn/ascertainmentOn-edit`);
    await page.getByRole('heading', { name: 'Apuração ON' }).waitFor();
    await page.getByText('Alavancas ON são descontos dados na nota fiscal').waitFor();
    // The competence starts on the current month: the screen asks for one, never for every month.
    await expect
      .poll(() => page.getByLabel('Competência', { exact: true }).inputValue())
      .toMatch(/^\d{2}\/\d{4}$/);
    for (const header of ['Valor vigente', 'Abatimento concedido na nota', 'Diferença', 'Condição SAP'])
      await page.getByRole('columnheader', { name: header }).waitFor();
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'ascertainment-on-pt.png'), fullPage: true });
  });
});
