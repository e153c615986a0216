import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { typeInPicker } from './support/pickers';
import { cellText, columnOf } from './support/spreadsheets';

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const YEAR = new Date().getFullYear();

/** Picks an option of a select, typing first to find it, and closes its list. */
async function choose(
  page: Page,
  label: string,
  typed: string,
  option: string,
  within: Page | Locator = page,
) {
  const field = within.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(typed);
  const multiple = (await within.locator('.ant-select-multiple').filter({ has: field }).count()) > 0;
  const open = page.locator('.ant-select-dropdown:visible');
  await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  // A single choice closes its list by itself; a multiple one stays open and is closed from its
  // field. Escape sent while a single list is already closing would close the drawer around it.
  if (multiple) await field.press('Escape');
  await expect.poll(() => open.count()).toBe(0);
}

/** Types a month into the competence picker of that label. */
async function competence(page: Page, label: string, value: string, within: Page | Locator = page) {
  await typeInPicker(page, within.getByLabel(label, { exact: true }), value);
}

/** Exports the report shown and reads the file's first sheet back. */
async function exported(page: Page, folder: string, name: string): Promise<ExcelJS.Worksheet> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const file = path.join(folder, name);
  await (await download).saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  return sheet;
}

describe('store-compliance reports and target execution in the browser', () => {
  let admin: BrowserSession;
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'trade-terms-compliance-'));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));
  beforeEach(async () => {
    admin = await openBrowser();
    await resumeSession(admin, 'admin', 'Admin@123');
  });
  afterEach(async () => {
    await admin.close();
  });

  it('shows the summary per quarter, filters it by a window and a holding, and exports it with decimals as text', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/lever/abstract-report`);
    await page.getByRole('heading', { name: 'Compliance de lojas: resumo' }).waitFor();
    const q1 = page.locator('tr', { hasText: `Q1/${YEAR}` });
    await q1.waitFor();
    expect(await q1.textContent()).toContain('80,0000%');
    await competence(page, 'Competência inicial', `01/${YEAR}`);
    await competence(page, 'Competência final', `03/${YEAR}`);
    await choose(page, 'Grupos econômicos', 'ALFA', 'Grupo Alfa');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => page.locator('tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(1);
    const row = page.locator('tbody tr.ant-table-row').first();
    const text = (await row.textContent()) ?? '';
    for (const value of ['Execução de loja auditada', `Q1/${YEAR}`, '80,0000%', 'Acordo', 'Sim'])
      expect(text).toContain(value);
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'compliance-abstract-pt.png'), fullPage: true });

    const sheet = await exported(page, workDir, 'resumo.xlsx');
    expect(sheet.rowCount).toBe(2);
    const percent = sheet.getRow(2).getCell(columnOf(sheet, 'Compliance %'));
    // Text, not a spreadsheet number: the exact decimal as stored.
    expect(percent.value).toBe('80.0000');
    expect(cellText(sheet.getRow(2).getCell(columnOf(sheet, 'Atingido')))).toBe('Sim');
  });

  it('shows each audited store of the lever with its answers, filtered by lever, and exports it', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/lever/details-report`);
    await page.getByRole('heading', { name: 'Compliance de lojas: detalhes' }).waitFor();
    await competence(page, 'Competência inicial', `04/${YEAR}`);
    await competence(page, 'Competência final', `06/${YEAR}`);
    await choose(page, 'Alavancas', 'Execução', 'Execução de loja auditada');
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'debug-filters.png'), fullPage: true });
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const moema = page.locator('tr', { hasText: 'LJA-102 — Alfa Moema' });
    await expect
      .poll(async () => (await moema.textContent()) ?? '', { timeout: 15_000 })
      .toContain(`Q2/${YEAR}`);
    expect(await moema.textContent()).toContain('0 sim de 1');
    await expect.poll(() => page.locator('tbody tr.ant-table-row').count()).toBe(5);
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'compliance-detail-pt.png'), fullPage: true });

    const sheet = await exported(page, workDir, 'detalhes.xlsx');
    expect(sheet.rowCount).toBe(6);
    const stores: string[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) stores.push(cellText(row.getCell(columnOf(sheet, 'Código da loja'))));
    });
    expect(stores).toEqual(['LJ-0001', 'LJA-101', 'LJA-102', 'LJA-103', 'LJA-104']);

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto(`${baseUrl}/lever/details-report`);
    await page.getByRole('heading', { name: 'Store compliance: details' }).waitFor();
    await page.locator('tr', { hasText: 'LJA-104' }).first().waitFor();
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'compliance-detail-en.png'), fullPage: true });
  });

  it('keys in a goal-execution answer on the target-execution screen and lists it', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/calc/target-execution`);
    await page.getByRole('heading', { name: 'Execução de meta' }).waitFor();
    await page.locator('tr', { hasText: 'LJA-103 — Alfa Tijuca' }).first().waitFor();
    await page.getByRole('button', { name: 'Nova resposta' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nova resposta de execução de meta' });
    await drawer.waitFor();
    await choose(page, 'Loja', 'LJA-104', 'LJA-104', drawer);
    await competence(page, 'Competência', `11/${YEAR}`, drawer);
    await choose(page, 'Pergunta', 'GONDOLA', 'Q-GONDOLA', drawer);
    await drawer.getByRole('radio', { name: 'Uma categoria' }).check();
    await choose(page, 'Categoria de execução de meta', 'TEC', 'TEC-LIMP', drawer);
    await drawer.getByRole('radio', { name: 'Sim' }).check();
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'target-execution-new-pt.png'), fullPage: true });
    await drawer.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => drawer.isVisible(), { timeout: 15_000 }).toBe(false);
    // The row's text starts with its competence, then its store (the change date holds 11/YYYY too).
    const saved = page.locator('tbody tr', { hasText: new RegExp(`^11/${YEAR}LJA-104`) });
    await saved.waitFor();
    const text = (await saved.textContent()) ?? '';
    for (const value of ['TEC-LIMP', 'Sim', 'Administrador do Sistema']) expect(text).toContain(value);
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'target-execution-pt.png'), fullPage: true });
  });
});
