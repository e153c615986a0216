import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { typeInPicker } from './support/pickers';
import { cellText, columnOf } from './support/spreadsheets';

/** Whether the whole element lies inside the page's viewport (not scrolled or cut off). */
async function insideViewport(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height
  );
}

describe('register screens in the browser', () => {
  let admin: BrowserSession;
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'trade-terms-registers-'));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));
  beforeEach(async () => {
    admin = await openBrowser();
    await resumeSession(admin, 'admin', 'Admin@123');
  });
  afterEach(async () => {
    await admin.close();
  });

  /** Types in a searchable select and picks the option showing `code - name`. */
  async function choose(label: string, typed: string, option: string) {
    const { page } = admin;
    await page.getByLabel(label, { exact: true }).click();
    await page.getByLabel(label, { exact: true }).fill(typed);
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  }

  it('creates a customer with its relations chosen in searchable selects and finds it in the list', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/customer`);
    await page.getByRole('link', { name: 'Novo' }).click();
    await page.waitForURL(`${baseUrl}/customer/register`);
    await page.getByRole('heading', { name: 'Cadastrar cliente SAP' }).waitFor();
    await page.getByLabel('Código SAP').fill('E2E-CLI-1');
    await page.getByLabel('Nome', { exact: true }).fill('Cliente de teste do navegador');
    await page.getByLabel('CNPJ').fill('11222333000181');
    expect(await page.getByLabel('CNPJ').inputValue()).toBe('11.222.333/0001-81');
    await choose('Grupo econômico (holding)', 'Alfa', 'GRP-ALFA - Grupo Alfa Supermercados');
    await choose('Região', 'Sude', 'SE - Sudeste');
    await choose('Microrregião', 'capital', 'SP-CAP - São Paulo capital');
    await choose('Segmento', 'Var', 'VAR - Varejo');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${baseUrl}/customer`);
    await page.getByRole('heading', { name: 'Clientes SAP' }).waitFor();

    await page.getByLabel('Buscar por código ou nome').fill('E2E-CLI-1');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const row = page.locator('tr', { hasText: 'E2E-CLI-1' });
    await expect.poll(() => row.isVisible()).toBe(true);
    const text = await row.textContent();
    expect(text).toContain('Cliente de teste do navegador');
    expect(text).toContain('11.222.333/0001-81');
    expect(text).toContain('SE - Sudeste');
    expect(text).toContain('VAR - Varejo');
    expect(text).toContain('Ativo');
  });

  it('imports a filled channel template: the good row is applied, the bad one comes back in the error sheet; the dashboard lists the import', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/channel`);
    const templateDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar modelo' }).click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toBe('modelo-canais.xlsx');
    const templatePath = path.join(workDir, 'modelo.xlsx');
    await template.saveAs(templatePath);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(templatePath);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the template has no sheet');
    const code = columnOf(sheet, 'Código');
    const name = columnOf(sheet, 'Nome');
    sheet.getRow(2).getCell(code).value = 'E2E-CANAL';
    sheet.getRow(2).getCell(name).value = 'Canal do teste';
    // The bad row: a code with spaces and no name.
    sheet.getRow(3).getCell(code).value = 'CODIGO RUIM';
    const filledPath = path.join(workDir, 'canais-e2e.xlsx');
    await workbook.xlsx.writeFile(filledPath);

    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles(filledPath);
    await expect.poll(() => dialog.getByText('canais-e2e.xlsx', { exact: false }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Enviar planilha' }).click();
    await expect
      .poll(
        () =>
          dialog
            .getByText('Ocorreu um erro ao importar a planilha, tente importar novamente antes de continuar!')
            .isVisible(),
        { timeout: 30_000 },
      )
      .toBe(true);

    const errorsDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Baixar planilha de erros' }).click();
    const errors = await errorsDownload;
    const errorsPath = path.join(workDir, 'erros.xlsx');
    await errors.saveAs(errorsPath);
    const errorBook = new ExcelJS.Workbook();
    await errorBook.xlsx.readFile(errorsPath);
    const errorSheet = errorBook.worksheets[0];
    if (!errorSheet) throw new Error('the error sheet has no sheet');
    expect(errorSheet.actualRowCount).toBe(2);
    const reasonColumn = columnOf(errorSheet, 'Motivo');
    const badRow = errorSheet.getRow(2);
    expect(cellText(badRow.getCell(columnOf(errorSheet, 'Linha')))).toBe('3');
    expect(cellText(badRow.getCell(columnOf(errorSheet, 'Código')))).toBe('CODIGO RUIM');
    expect(cellText(badRow.getCell(reasonColumn))).not.toBe('');
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();

    await page.getByLabel('Buscar por código ou nome').fill('E2E-CANAL');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => page.getByRole('row', { name: /Canal do teste/ }).isVisible()).toBe(true);

    await page.goto(`${baseUrl}/imports-exports-dashboard`);
    const jobRow = page.locator('tr', { hasText: 'canais-e2e.xlsx' });
    await expect.poll(() => jobRow.isVisible(), { timeout: 15_000 }).toBe(true);
    const jobText = await jobRow.textContent();
    expect(jobText).toContain('Importação');
    expect(jobText).toContain('Canais');
    expect(jobText).toContain('Finalizado com inconsistências');
    expect(jobText).toContain('1 rejeitadas');
  });

  it('shows an imported record in the open list once the import ends, without searching again', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/segment`);
    await page.getByRole('heading', { name: 'Segmentos' }).waitFor();
    await page.locator('tr', { hasText: 'Varejo' }).waitFor();

    const templateDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar modelo' }).click();
    const templatePath = path.join(workDir, 'modelo-segmentos.xlsx');
    await (await templateDownload).saveAs(templatePath);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(templatePath);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the template has no sheet');
    sheet.getRow(2).getCell(1).value = 'AAA-IMP';
    sheet.getRow(2).getCell(2).value = 'Segmento importado';
    const filledPath = path.join(workDir, 'segmentos-e2e.xlsx');
    await workbook.xlsx.writeFile(filledPath);

    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles(filledPath);
    await dialog.getByRole('button', { name: 'Enviar planilha' }).click();
    await expect.poll(() => dialog.locator('.ant-alert-success').isVisible(), { timeout: 30_000 }).toBe(true);
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    await page.locator('tr', { hasText: 'Segmento importado' }).waitFor();
  });

  it('takes Enter in a date field as picking the date, not as saving the form', async () => {
    const { page, baseUrl } = admin;
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/salvar')) saves.push(request.url());
    });
    await page.goto(`${baseUrl}/impulse-item/register`);
    await page.getByLabel('Código', { exact: true }).fill('E2E-ENTER');
    await page.getByLabel('Nome', { exact: true }).fill('Item do teste de Enter');
    await typeInPicker(page, page.getByLabel('Início da vigência', { exact: true }), '05/03/2026');
    expect(new URL(page.url()).pathname).toBe('/impulse-item/register');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${baseUrl}/impulse-item`);
    expect(saves).toHaveLength(1);
  });

  it('keeps Edit and Inactivate in view at 1440 px on the widest register and the job actions on the dashboard', async () => {
    const { page, baseUrl } = admin;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/customer-pdv`);
    const row = page.locator('tr', { hasText: 'Alfa Paulista' });
    await row.waitFor();
    await expect
      .poll(() => insideViewport(page, row.getByRole('link', { name: 'Editar Alfa Paulista' })))
      .toBe(true);
    expect(await insideViewport(page, row.getByRole('button', { name: 'Inativar Alfa Paulista' }))).toBe(
      true,
    );

    await page.goto(`${baseUrl}/imports-exports-dashboard`);
    const header = page.getByRole('columnheader', { name: 'Ações' });
    await header.waitFor();
    expect(await insideViewport(page, header)).toBe(true);
  });

  it('titles an edit form with the record singular name and code, and ends the trail with the code', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/questions-goal-execution`);
    const row = page.locator('tr', { hasText: 'Q-GONDOLA' });
    await row.waitFor();
    await row.getByRole('link', { name: /^Editar/ }).click();
    await page
      .getByRole('heading', { name: 'Editar pergunta de execução de meta: Q-GONDOLA', exact: true })
      .waitFor();
    const trail = page.getByRole('navigation', { name: 'Você está em' });
    await expect
      .poll(() => trail.textContent(), { timeout: 10_000 })
      .toBe('Início/Perguntas de execução de meta/Q-GONDOLA');

    await page.goto(`${baseUrl}/questions-goal-execution/register`);
    await page
      .getByRole('heading', { name: 'Cadastrar pergunta de execução de meta', exact: true })
      .waitFor();
  });

  /** Saves the open register form and hands back the body the browser sent. */
  async function saveForm(button: string): Promise<Record<string, unknown>> {
    const { page } = admin;
    const request = page.waitForRequest((sent) => sent.url().endsWith('/salvar'));
    await page.getByRole('button', { name: button, exact: true }).click();
    return (await request).postDataJSON() as Record<string, unknown>;
  }

  it('edits money and percentages written as the list writes them and saves the exact values, in Portuguese', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/category`);
    const row = page.locator('tr', { hasText: 'Sorvetes' });
    await row.waitFor();
    await row.getByRole('link', { name: 'Editar Sorvetes' }).click();
    const budget = page.getByLabel('Verba FY', { exact: true });
    const share = page.getByLabel('% de rateio', { exact: true });
    await expect.poll(() => budget.inputValue(), { timeout: 10_000 }).toBe('800.000,00');
    expect(await share.inputValue()).toBe('24,5');

    await budget.fill('1.234.567,89');
    await share.fill('37,25');
    const body = await saveForm('Salvar');
    expect(body).toMatchObject({ fyBudget: '1234567.89', apportionmentPercentage: '37.25' });
    await page.waitForURL(`${baseUrl}/category`);
    await expect
      .poll(() => page.locator('tr', { hasText: 'Sorvetes' }).textContent(), { timeout: 10_000 })
      .toContain('R$\u00a01.234.567,89');
    expect(await page.locator('tr', { hasText: 'Sorvetes' }).textContent()).toContain('37,25%');
  });

  it('edits money and percentages in English separators, with dates month first, and keeps every digit of a large amount', async () => {
    const { page, baseUrl } = admin;
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto(`${baseUrl}/category`);
    const row = page.locator('tr', { hasText: 'Higiene pessoal' });
    await row.waitFor();
    expect(await row.textContent()).toContain('R$2,250,000.50');
    expect(await row.textContent()).toContain('12/31/2026');
    await row.getByRole('link', { name: 'Edit Higiene pessoal' }).click();
    const budget = page.getByLabel('FY budget', { exact: true });
    await expect.poll(() => budget.inputValue(), { timeout: 10_000 }).toBe('2,250,000.50');
    expect(await page.getByLabel('Apportionment %', { exact: true }).inputValue()).toBe('35.5');
    expect(await page.getByLabel('Validity end', { exact: true }).inputValue()).toBe('12/31/2026');

    await budget.fill('12,345,678,901,234.56');
    await page.getByLabel('Apportionment %', { exact: true }).fill('40');
    const body = await saveForm('Save');
    expect(body).toMatchObject({ fyBudget: '12345678901234.56', apportionmentPercentage: '40' });
    await page.waitForURL(`${baseUrl}/category`);
    await expect
      .poll(() => page.locator('tr', { hasText: 'Higiene pessoal' }).textContent(), { timeout: 10_000 })
      .toContain('R$12,345,678,901,234.56');
    expect(await page.locator('tr', { hasText: 'Higiene pessoal' }).textContent()).toContain('40%');
  });

  it('writes the last access on the English users screen month first', async () => {
    const { page, baseUrl } = admin;
    // Today as the browser's clock reads it, in both orders: the admin has just signed in.
    const today = await page.evaluate(() => {
      const now = new Date();
      const two = (value: number) => String(value).padStart(2, '0');
      return { monthFirst: `${two(now.getMonth() + 1)}/${two(now.getDate())}/${now.getFullYear()}` };
    });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto(`${baseUrl}/user`);
    const row = page.locator('tr', { hasText: 'admin@' });
    await row.waitFor();
    const cell = await row.textContent();
    expect(cell).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(cell).toContain(today.monthFirst);
  });
});
