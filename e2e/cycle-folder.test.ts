import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YEAR } from './support/agreements';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { createMapLine, mapLineRow, monthBalances } from './support/budget-map';
import { addAction, newFolderHeader, openFolderAs } from './support/cycle-folders';
import { FOLDER_CYCLES } from './support/folder-counting';
import { sharedBaseUrl } from './support/shared-server';

/** The folder's cycle (June), whose month of the map line holds the budget. */
const CYCLE = FOLDER_CYCLES.planning;

describe('the cycle folder in the browser', () => {
  let browser: BrowserSession | null = null;
  const ricBox = `CF-${Date.now() % 1_000_000}`;

  beforeAll(async () => {
    // A line of its own with 5 000,00 in June, so the test needs no other file's data.
    const admin = await apiToken(sharedBaseUrl(), 'admin', 'Admin@123');
    await createMapLine(sharedBaseUrl(), admin, ricBox, { [CYCLE]: '5000.00' });
  });
  afterAll(() => browser?.close());

  it('plans a folder, sends it, approves it in two steps and reserves its actions on the map', {
    timeout: 240_000,
  }, async () => {
    browser = await openBrowser();
    await resumeSession(browser, 'comercial', 'Comercial@123');
    const { page, baseUrl } = browser;
    const header = await newFolderHeader(page, baseUrl, { cycle: CYCLE, description: `Pasta ${ricBox}` });
    expect(await header.getByLabel('Ano', { exact: true }).inputValue()).toBe(String(YEAR));

    const rows = page.getByRole('table', { name: 'Ações' }).locator('tbody tr.ant-table-row');
    const tabloid = await addAction(
      page,
      page,
      {
        tactic: 'Tabloide',
        description: 'Tabloide de junho',
        customer: ['Holding', 'GRP-BETA'],
        volume: '100',
        unitValue: '12,5',
      },
      ricBox,
    );
    // The investment reads as typed: 100 × 12,50.
    await expect.poll(() => tabloid.getByTestId('action-investment').textContent()).toContain('1.250,00');

    await addAction(
      page,
      page,
      {
        tactic: 'Ponto extra',
        description: 'Ponta de gôndola',
        customer: ['Região', 'S'],
        volume: '10',
        unitValue: 'abc',
      },
      ricBox,
    );
    // A unit value that is not a number is refused on its field, and nothing is saved.
    await page.getByRole('button', { name: 'Salvar' }).click();
    const unitValueItem = rows.nth(1).locator('.ant-form-item', { has: page.getByLabel('Valor unitário') });
    await expect
      .poll(() => unitValueItem.locator('.ant-form-item-explain-error').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(page.url()).toContain('/cycleFolder/register');

    await rows.nth(1).getByLabel('Valor unitário', { exact: true }).fill('30');
    await expect.poll(() => page.getByTestId('folder-planned').textContent()).toContain('1.550,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/cycleFolder\/edit\/\d+$/, { timeout: 15_000 });
    const address = new URL(page.url()).pathname;
    await page.getByText('Em cadastro').first().waitFor();
    await expect.poll(() => page.getByTestId('folder-planned').textContent()).toContain('1.550,00');
    const byLine = page.getByRole('table', { name: 'Planejado por linha do mapa' });
    await expect.poll(() => byLine.textContent()).toContain('Dentro do disponível');

    // A change not saved yet holds the folder back from approval until it is saved: a folder is
    // sent as it was saved.
    const send = page.getByRole('button', { name: 'Enviar para aprovação' });
    expect(await send.isDisabled()).toBe(false);
    await page.getByLabel('Descrição', { exact: true }).fill('Pasta de junho com tabloide');
    await expect.poll(() => send.isDisabled()).toBe(true);
    await page.getByText('Salve as alterações antes de enviar a pasta para aprovação').waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => send.isDisabled()).toBe(false);

    await send.click();
    await page.getByText('Etapa 1 de 2').waitFor({ timeout: 15_000 });
    await browser.close();

    browser = await openFolderAs('aprovador', 'Aprovador@123', address);
    await browser.page.getByText('Etapa 1 de 2').waitFor();
    await browser.page.getByRole('button', { name: 'Aprovar' }).click();
    await browser.page.getByText('Etapa 2 de 2').waitFor({ timeout: 15_000 });
    await browser.close();

    browser = await openFolderAs('admin', 'Admin@123', address);
    await browser.page.getByRole('button', { name: 'Aprovar' }).click();
    const approved = browser.page.locator('.ant-descriptions').getByText('Aprovada');
    await approved.waitFor({ timeout: 15_000 });
    // Each action holds its investment reserved on the map.
    const reservedRows = browser.page.getByRole('table', { name: 'Ações' }).locator('tbody tr.ant-table-row');
    await expect.poll(() => reservedRows.nth(0).textContent()).toMatch(/1\.250,00.*1\.250,00/);
    expect(await reservedRows.nth(1).textContent()).toMatch(/300,00.*300,00/);

    // The map's line shows the reservation on June.
    const line = await mapLineRow(browser.page, baseUrl, 'MT', ricBox);
    const balance = await monthBalances(browser.page, line);
    await expect
      .poll(() => balance('Reservado', CYCLE).textContent(), { timeout: 15_000 })
      .toContain('1.550,00');
    await expect.poll(() => balance('Disponível', CYCLE).textContent()).toContain('3.450,00');
  });
});
