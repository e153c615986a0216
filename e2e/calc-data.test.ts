import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { typeInPicker } from './support/pickers';

const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/** Types a month into the competence picker of that label. */
async function competence(page: Page, label: string, value: string) {
  await typeInPicker(page, page.getByLabel(label, { exact: true }), value);
}

describe('calculation data in the browser', () => {
  let admin: BrowserSession;
  let workDir: string;
  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'trade-terms-calc-data-'));
    admin = await openBrowser();
    await resumeSession(admin, 'admin', 'Admin@123');
  });
  afterAll(async () => {
    await admin.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('imports a sell-out sheet on /calc/register and shows its rows and totals on /calc', async () => {
    const { page, baseUrl } = admin;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Dados');
    sheet.addRow(['Código da loja', 'Código SKU', 'Competência', 'Volume', 'NIV', 'GSV', 'Receita bruta']);
    sheet.addRow(['LJ-0001', 'SKU-1001', '01/2030', '10.5', '100.10', '110.20', '120.30']);
    sheet.addRow(['LJ-0002', 'SKU-2001', '01/2030', '2.25', '0.90', '1.80', '2.70']);
    const file = path.join(workDir, 'sell-out-e2e.xlsx');
    await workbook.xlsx.writeFile(file);

    await page.goto(`${baseUrl}/calc/register`);
    await page.getByRole('heading', { name: 'Importação dos dados de cálculo' }).waitFor();
    await page.getByRole('button', { name: 'Importar — Sell-out' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => dialog.getByText('sell-out-e2e.xlsx').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Enviar planilha' }).click();
    await expect
      .poll(() => dialog.getByText(/2 linha\(s\) lida\(s\), 2 incluída\(s\)/).isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();

    await page.goto(`${baseUrl}/calc`);
    await page.getByRole('heading', { name: 'Dados de cálculo' }).waitFor();
    await page.getByRole('tab', { name: 'Sell-out' }).click();
    await competence(page, 'Competência inicial', '01/2030');
    await competence(page, 'Competência final', '01/2030');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    // The tab opens on the current month's demo rows: wait for the searched month's two rows.
    const rows = page.locator('tbody tr', { hasText: '01/2030' });
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.filter({ hasText: 'LJ-0001' }).textContent()).toContain('SKU-1001');
    expect(await rows.filter({ hasText: 'LJ-0002' }).textContent()).toMatch(/2,25R\$\s0,90/);
    const totals = page.locator('.ant-descriptions');
    await expect.poll(() => totals.textContent()).toContain('Volume12,75');
    expect(await totals.textContent()).toMatch(/NIVR\$\s101,00/);
    expect(await totals.textContent()).toMatch(/Receita brutaR\$\s123,00/);
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'calc-sell-out.png'), fullPage: true });
  });
});
