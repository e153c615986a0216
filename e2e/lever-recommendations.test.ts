import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { columnOf } from './support/spreadsheets';

const SCREENSHOTS = process.env.SCREENSHOT_DIR;

describe('lever recommendations in the browser', () => {
  let admin: BrowserSession;
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'trade-terms-recommendations-'));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));
  beforeEach(async () => {
    admin = await openBrowser();
    await resumeSession(admin, 'admin', 'Admin@123');
  });
  afterEach(async () => {
    await admin.close();
  });

  it('changes a recommendation through the spreadsheet: download, change, upload, preview with the refused row, apply, see it in the grid', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/lever/recommendations-edit`);
    await page.getByRole('heading', { name: 'Recomendações das alavancas' }).waitFor();
    const growthRow = page.locator('tr', { hasText: 'Crescimento trimestral sell-in' });
    await growthRow.waitFor();
    expect(await growthRow.textContent()).toContain('2,5');
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'recommendations-pt.png'), fullPage: true });

    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const exportPath = path.join(workDir, 'recomendacoes.xlsx');
    await (await exported).saveAs(exportPath);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(exportPath);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the export has no sheet');
    const discount = columnOf(sheet, 'Valor do desconto (%)');
    let changed = false;
    sheet.eachRow((row, number) => {
      if (number > 1 && row.getCell(columnOf(sheet, 'Alavanca')).text === 'Crescimento trimestral sell-in') {
        row.getCell(discount).value = 4.75;
        changed = true;
      }
    });
    expect(changed).toBe(true);
    const leverId = sheet.getRow(2).getCell(columnOf(sheet, 'ID da alavanca')).value;
    const bad = sheet.addRow([]);
    bad.getCell(columnOf(sheet, 'ID da alavanca')).value = leverId;
    bad.getCell(columnOf(sheet, 'Unidade de negócio')).value = 'HPF';
    bad.getCell(columnOf(sheet, 'Região')).value = 'REGIAO-X';
    const badLine = bad.number;
    const filledPath = path.join(workDir, 'recomendacoes-alteradas.xlsx');
    await workbook.xlsx.writeFile(filledPath);

    await page.getByRole('button', { name: 'Importar planilha' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles(filledPath);
    await dialog.getByRole('button', { name: 'Ver prévia' }).click();
    await dialog.getByText('0 nova(s), 1 alterada(s), 2 sem alteração, 1 recusada(s)').waitFor();
    // The refused tab opens first, with the line and its reason.
    const refused = dialog.locator('tr', { hasText: 'Região não encontrada: REGIAO-X' });
    await refused.waitFor();
    expect(await refused.textContent()).toContain(String(badLine));
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'preview-pt.png'), fullPage: true });
    await dialog.getByRole('tab', { name: /Alteradas/ }).click();
    await dialog.locator('tr', { hasText: 'Valor do desconto (%): 2,5% → 4,75%' }).waitFor();

    await dialog.getByRole('button', { name: 'Aplicar alterações' }).click();
    await dialog
      .getByText('Salvar os dados de recomendação leva em média de 3 a 5 minutos', { exact: false })
      .waitFor();
    await expect
      .poll(() => dialog.getByText('1 alterada(s)', { exact: false }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Baixar planilha de erros' }).waitFor();
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'applied-pt.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    await expect
      .poll(async () => (await growthRow.textContent()) ?? '', { timeout: 15_000 })
      .toContain('4,75');
  });

  it('changes an audited product in its drawer and shows both screens in English too', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/lever/auditeds-products-edit`);
    await page.getByRole('heading', { name: 'Produtos auditados' }).waitFor();
    await page.locator('tr', { hasText: 'Gelato pote 2L' }).waitFor();
    await page
      .getByRole('button', { name: /Editar linha/ })
      .first()
      .click();
    await page.getByRole('dialog').getByLabel('Código do produto').waitFor();
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'audited-edit-pt.png'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto(`${baseUrl}/lever/auditeds-products-edit`);
    await page.getByRole('heading', { name: 'Audited products' }).waitFor();
    await page.locator('tr', { hasText: 'Gelato pote 2L' }).waitFor();
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'audited-en.png'), fullPage: true });
    await page.goto(`${baseUrl}/lever/recommendations-edit`);
    await page.getByRole('heading', { name: 'Lever recommendations' }).waitFor();
    await page.locator('tr', { hasText: 'Meta mensal sell-out' }).waitFor();
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'recommendations-en.png'), fullPage: true });
  });
});
