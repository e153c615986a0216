import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './support/accessibility';
import { call, createAgreement, YEAR } from './support/agreements';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { cellText, columnOf } from './support/spreadsheets';

const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/** Picks an option of a filter's multiple select and closes its list. */
async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(typed);
  const open = page.locator('.ant-select-dropdown:visible');
  await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  await page.keyboard.press('Escape');
  await expect.poll(() => open.count(), { timeout: 5_000 }).toBe(0);
}

/**
 * The page's blocking accessibility violations once the dialog has finished opening: colours are
 * judged in their final state, not half-way through its fade.
 */
async function dialogViolations(page: Page) {
  await expect
    .poll(() => page.locator('.ant-modal[class*="zoom"], .ant-modal-mask[class*="fade"]').count(), {
      timeout: 5_000,
    })
    .toBe(0);
  return blockingViolations(page);
}

describe('the agreements massive template in the browser', () => {
  let browser: BrowserSession;
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'trade-terms-massive-template-'));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));
  afterEach(async () => {
    await browser?.close();
  });

  it('exports the filtered agreements, changes the file in Excel with one bad row, previews it, applies it and shows the result and the error sheet', {
    timeout: 240_000,
  }, async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    // Two agreements of this run, found by the text filter so other tests' agreements stay out.
    const stamp = `Template ${Date.now()}`;
    const token = await apiToken(baseUrl, 'comercial', 'Comercial@123');
    const options = await call<{ lista: { id: number; name: string }[] }>(
      baseUrl,
      token,
      leverCalls.options,
      {
        channels: ['HC'],
      },
    );
    const goalLever = options.lista.find((option) => option.name === 'Meta mensal sell-out')?.id;
    // Region and business unit: the template's export filters by business unit.
    const create = (description: string) =>
      createAgreement(baseUrl, token, description, { main: { region: 'SE', businessUnit: 'HPF' } });
    const changed = await create(`${stamp} A`);
    const unchanged = await create(`${stamp} B`);

    await resumeSession(browser, 'comercial', 'Comercial@123');
    await page.goto(`${baseUrl}/agreements`);
    await page.getByRole('heading', { name: 'Acordos comerciais' }).waitFor();

    // Without the channel and business unit filters the export is refused with the spec's rule.
    await page.getByRole('button', { name: 'Template massivo' }).click();
    let dialog = page.getByRole('dialog', { name: 'Template massivo de acordos' });
    await dialog.getByText('Informe os filtros de canal e de unidade de negócio para exportar').waitFor();
    expect(await dialog.getByRole('button', { name: 'Exportar template' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    await expect.poll(() => dialog.count(), { timeout: 5_000 }).toBe(0);

    await page.getByLabel('Buscar na descrição', { exact: true }).fill(stamp);
    await choose(page, 'Canais', 'HC', /^HC/);
    await choose(page, 'Unidades de negócio', 'HPF', /^HPF/);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    // The list shows only this run's two agreements once the filters are applied.
    await expect
      .poll(() => page.locator('tr.ant-table-row').allTextContents(), { timeout: 15_000 })
      .toEqual([expect.stringContaining(`${stamp} B`), expect.stringContaining(`${stamp} A`)]);

    await page.getByRole('button', { name: 'Template massivo' }).click();
    dialog = page.getByRole('dialog', { name: 'Template massivo de acordos' });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Exportar template' }).click();
    const exportPath = path.join(workDir, 'template.xlsx');
    await (await download).saveAs(exportPath);

    // Excel's work: a new description for one agreement, a new agreement and a bad row.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(exportPath);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the export has no sheet');
    const column = (label: string) => columnOf(sheet, label);
    const exportedIds: number[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const id = Number(cellText(row.getCell(column('ID do acordo'))));
      exportedIds.push(id);
      if (id === changed.id) row.getCell(column('Descrição')).value = `${stamp} A revisto`;
    });
    expect(exportedIds.sort()).toEqual([changed.id, unchanged.id].sort());
    const fill = (key: string, description: string, customer: string) => {
      const row = sheet.addRow([]);
      const values: Record<string, string | number | undefined> = {
        'Chave do acordo': key,
        Descrição: description,
        'Grupo econômico': 'GRP-ALFA',
        Canais: 'HC',
        'Início da vigência': `01/01/${YEAR}`,
        'Fim da vigência': `31/12/${YEAR}`,
        Região: 'SE',
        'Unidade de negócio': 'HPF',
        'ID da alavanca': goalLever,
        'ON/OFF da alavanca': 'OFF',
        'Desconto (%)': '2,5',
        Meta: '250000',
        'Unidade de negócio da alavanca': 'HPF',
        'Clientes SAP': customer,
        'Pagadores SAP': customer,
      };
      for (const [label, value] of Object.entries(values)) row.getCell(column(label)).value = value ?? null;
      return row.number;
    };
    fill('NOVO', `${stamp} C`, '0001000101');
    const badLine = fill('RUIM', `${stamp} D`, '0002000201');
    const filledPath = path.join(workDir, 'template-preenchido.xlsx');
    await workbook.xlsx.writeFile(filledPath);

    await dialog.locator('input[type="file"]').setInputFiles(filledPath);
    await dialog.getByRole('button', { name: 'Ver prévia' }).click();
    await dialog.getByText('1 acordo(s) novo(s), 1 alterado(s), 1 sem alteração, 1 recusado(s)').waitFor();
    // The refused tab opens first: the bad row with its reason.
    const refused = dialog.locator('tr', {
      hasText: 'O cliente 0002000201 não pertence ao grupo econômico do acordo',
    });
    await refused.waitFor();
    expect(await refused.textContent()).toContain(`Linha ${badLine}`);
    expect(await dialogViolations(page)).toEqual([]);
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'massive-template-preview-pt.png') });
    await dialog.getByRole('tab', { name: /Alterados/ }).click();
    await dialog.locator('tr', { hasText: `Descrição: ${stamp} A → ${stamp} A revisto` }).waitFor();
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'massive-template-changed-pt.png') });
    await dialog.getByRole('tab', { name: /Novos/ }).click();
    await dialog.locator('tr', { hasText: `${stamp} C` }).waitFor();

    await dialog.getByRole('button', { name: 'Aplicar alterações' }).click();
    await dialog
      .getByText('Importação recebida: acompanhe o andamento no painel de importações e exportações')
      .waitFor();
    // The spec's message of an import with refused rows, the counts, and the error sheet.
    await dialog
      .getByText('Ocorreu um erro ao importar a planilha, tente importar novamente antes de continuar!')
      .waitFor({ timeout: 30_000 });
    await dialog
      .getByText('1 acordo(s) incluído(s), 1 alterado(s), 1 sem alteração, 1 recusado(s)', { exact: false })
      .waitFor();
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'massive-template-applied-pt.png') });
    const errorsDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Baixar planilha de erros' }).click();
    const errorsPath = path.join(workDir, 'erros.xlsx');
    await (await errorsDownload).saveAs(errorsPath);
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.readFile(errorsPath);
    const errorRows: string[][] = [];
    errors.worksheets[0]?.eachRow((row) => {
      errorRows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
    });
    expect(errorRows).toHaveLength(2);
    expect(errorRows[1]?.[0]).toBe(String(badLine));
    expect(errorRows[1]?.at(-1)).toBe(
      'Clientes SAP: O cliente 0002000201 não pertence ao grupo econômico do acordo',
    );

    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    await page.locator('tr', { hasText: `${stamp} A revisto` }).waitFor({ timeout: 15_000 });
    await page.locator('tr', { hasText: `${stamp} C` }).waitFor();
    expect(await page.locator('tr', { hasText: `${stamp} D` }).count()).toBe(0);
    const revised = await call<{ description: string; version: number }>(baseUrl, token, agreementCalls.get, {
      id: changed.id,
    });
    expect(revised).toMatchObject({ description: `${stamp} A revisto`, version: changed.version + 1 });
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'massive-template-list-pt.png') });

    // The same dialog in English.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto(`${baseUrl}/agreements`);
    await page.getByRole('button', { name: 'Massive template' }).click();
    const english = page.getByRole('dialog', { name: 'Agreements massive template' });
    await english.getByText('Give the channel and business unit filters to export').waitFor();
    expect(await dialogViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'massive-template-en.png') });
  });
});
