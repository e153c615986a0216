import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { choose, createMapLine, mapLineRow } from './support/budget-map';

describe('the budget map in the browser', () => {
  let session: BrowserSession;
  let workDir: string;
  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'trade-terms-budget-map-'));
    session = await openBrowser();
    await resumeSession(session, 'admin', 'Admin@123');
  });
  afterAll(async () => {
    await session.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('creates a line, shows its balances, and an approved addition raises its available balance', async () => {
    const { page, baseUrl } = session;
    const ricBox = `E2E-${Date.now() % 1_000_000}`;
    await page.goto(`${baseUrl}/payments/map`);
    await page.getByRole('heading', { name: 'Mapa de verbas (BOA)' }).waitFor();

    await page.getByRole('button', { name: 'Nova linha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova linha' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await choose(page, dialog, 'Unidade de negócio', 'FS');
    await choose(page, dialog, 'Holding', 'GRP-BETA');
    await choose(page, dialog, 'Canal', 'MT');
    await choose(page, dialog, 'Segmento', 'CCR');
    await choose(page, dialog, 'Região', 'S');
    await choose(page, dialog, 'CVA', 'CVA4');
    await choose(page, dialog, 'Tipo de verba', 'VERBA-OFF');
    await dialog.getByLabel('Caixa RIC', { exact: true }).fill(ricBox);
    await dialog.getByLabel('jan.', { exact: true }).fill('1000');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);

    const row = page.locator('tbody tr.ant-table-row', { hasText: ricBox });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    // Budget and available of the year, side by side.
    await expect.poll(() => row.textContent()).toMatch(/1\.000,00.*1\.000,00/);

    await row.getByRole('button', { name: 'Adição de verba' }).click();
    const addition = page.getByRole('dialog', { name: 'Adicionar ou remover verba' });
    await expect.poll(() => addition.isVisible()).toBe(true);
    await addition.getByLabel('Valor', { exact: true }).fill('250,50');
    await addition.getByLabel('Justificativa', { exact: true }).fill('Campanha regional');
    const evidence = path.join(workDir, 'aprovacao.pdf');
    writeFileSync(evidence, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await addition.locator('input[type="file"]').setInputFiles(evidence);
    await addition.getByText('aprovacao.pdf').waitFor();
    await addition.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await expect.poll(() => addition.isVisible(), { timeout: 15_000 }).toBe(false);
    // Not counted before its approval.
    await expect.poll(() => row.textContent()).toMatch(/1\.000,00.*1\.000,00/);

    await row.getByRole('button', { name: /expandir|expand/i }).click();
    const detail = page.locator('tr.ant-table-expanded-row').filter({ hasText: 'Adições da linha' });
    const pending = detail.locator('tr', { hasText: 'Em aprovação' });
    await expect.poll(() => pending.count(), { timeout: 15_000 }).toBe(1);
    await pending.getByRole('button', { name: 'Aprovar' }).click();
    await expect
      .poll(() => detail.locator('tr', { hasText: 'Aprovada' }).count(), { timeout: 15_000 })
      .toBe(1);
    // The year: budget 1.000,00, additions 250,50, available 1.250,50.
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('1.250,50');
    expect(await row.textContent()).toContain('250,50');
    await expect
      .poll(() =>
        detail.getByRole('table', { name: 'Saldos' }).locator('tr', { hasText: 'Disponível' }).textContent(),
      )
      .toContain('1.250,50');
  });

  it('refuses the consolidated report without channel and commodity, and runs it with them', async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/payments/map`);
    await page.getByRole('tab', { name: 'Relatório consolidado' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Relatório consolidado' });
    await panel.getByRole('button', { name: 'Gerar relatório' }).click();
    await expect
      .poll(() => panel.getByText('Informe o canal e a unidade de negócio para gerar o relatório').count())
      .toBeGreaterThan(0);
    await choose(page, panel, 'Canal', 'HC');
    await choose(page, panel, 'Unidade de negócio', 'HPF');
    await panel.getByRole('button', { name: 'Gerar relatório' }).click();
    const rows = panel.locator('tbody tr.ant-table-row', { hasText: 'RIC-01' });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(12);
    expect(await rows.first().textContent()).toContain('50.000,00');
  });

  it('round-trips the lines of a channel through a spreadsheet: download, change, preview, apply', {
    timeout: 120_000,
  }, async () => {
    const { page, baseUrl } = session;
    // A line of its own, so the test needs no other test's line and meets any other MT line alike.
    const ricBox = `RT-${Date.now() % 1_000_000}`;
    const admin = await apiToken(baseUrl, 'admin', 'Admin@123');
    await createMapLine(baseUrl, admin, ricBox, { 1: '1000.00' });
    const row = await mapLineRow(page, baseUrl, 'MT', ricBox);

    await page.getByRole('button', { name: 'Planilha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mapa de verbas em planilha' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Baixar as linhas em planilha' }).click(),
    ]);
    const file = path.join(workDir, 'mapa.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the download has no sheet');
    const header = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
    // Only the channel's lines, one of them this test's.
    const channels: string[] = [];
    let ours: ExcelJS.Row | undefined;
    sheet.eachRow((line, number) => {
      if (number === 1) return;
      channels.push(String(line.getCell(header.indexOf('Canal')).value));
      if (String(line.getCell(header.indexOf('Caixa RIC')).value) === ricBox) ours = line;
    });
    expect(new Set(channels)).toEqual(new Set(['MT']));
    if (!ours) throw new Error(`the download misses the line ${ricBox}`);
    ours.getCell(header.indexOf('Orçado 02')).value = '700.00';
    const changed = path.join(workDir, 'mapa-alterado.xlsx');
    await workbook.xlsx.writeFile(changed);

    await dialog.locator('input[type="file"]').setInputFiles(changed);
    await dialog.getByRole('button', { name: 'Ver prévia' }).click();
    await dialog
      .getByText(`0 nova(s), 1 alterada(s), ${channels.length - 1} sem alteração, 0 recusada(s)`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Aplicar alterações' }).click();
    // The job's own outcome (the preview's counts above also read "1 alterada(s)"): closing the
    // dialog before the job ends would leave the map unrefreshed.
    const applied = await dialog
      .locator('.ant-alert-success')
      .filter({ hasText: /1 (incluída|alterada)\(s\)/ })
      .waitFor({ timeout: 45_000 })
      .then(() => true)
      .catch(() => false);
    if (!applied) throw new Error(`the spreadsheet was not applied: ${await dialog.textContent()}`);
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    // The year's budget: 1.000,00 in January plus 700,00 in February.
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('1.700,00');
  });
});
