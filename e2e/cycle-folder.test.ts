import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YEAR } from './support/agreements';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, signIn } from './support/browser';
import { choose, createMapLine, mapLineRow } from './support/budget-map';
import { openFolderAs } from './support/cycle-folders';
import { FOLDER_CYCLES } from './support/folder-counting';
import { sharedBaseUrl } from './support/shared-server';

/** The folder's cycle (June), whose month of the map line holds the budget. */
const CYCLE = FOLDER_CYCLES.planning;

/** Fills one action's row of the editor. */
async function fillAction(
  page: Page,
  row: Locator,
  action: {
    tactic: string;
    description: string;
    customer: [string, string];
    volume: string;
    unitValue: string;
  },
  ricBox: string,
) {
  await choose(page, row, 'Tática', action.tactic);
  await row.getByLabel('Descrição da ação', { exact: true }).fill(action.description);
  await choose(page, row, action.customer[0], action.customer[1]);
  await row.getByLabel('Volume planejado', { exact: true }).fill(action.volume);
  await row.getByLabel('Valor unitário', { exact: true }).fill(action.unitValue);
  await choose(page, row, 'Linha do mapa', ricBox, new RegExp(ricBox));
}

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
    await signIn(browser, 'comercial', 'Comercial@123');
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/cycleFolder`);
    await page.getByRole('heading', { name: 'Pasta de ciclo' }).waitFor();
    await page.getByRole('link', { name: 'Nova pasta' }).click();
    await page.getByRole('heading', { name: 'Nova pasta de ciclo' }).waitFor();

    const header = page.locator('.ant-card', { hasText: 'Dados da pasta' });
    expect(await header.getByLabel('Ano', { exact: true }).inputValue()).toBe(String(YEAR));
    await choose(page, header, 'Ciclo', `Ciclo ${CYCLE}`);
    await choose(page, header, 'Canal', 'MT');
    await choose(page, header, 'Unidade de negócio', 'FS');
    await header.getByLabel('Descrição', { exact: true }).fill(`Pasta ${ricBox}`);

    const actions = page.getByRole('table', { name: 'Ações' });
    const rows = actions.locator('tbody tr.ant-table-row');
    await page.getByRole('button', { name: 'Incluir ação' }).click();
    await fillAction(
      page,
      rows.nth(0),
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
    await expect.poll(() => rows.nth(0).getByTestId('action-investment').textContent()).toContain('1.250,00');

    await page.getByRole('button', { name: 'Incluir ação' }).click();
    await fillAction(
      page,
      rows.nth(1),
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
    await line.getByRole('button', { name: /expandir|expand/i }).click();
    const balances = browser.page
      .locator('tr.ant-table-expanded-row')
      .getByRole('table', { name: 'Saldos' })
      .locator('tr', { hasText: 'Reservado' });
    await expect
      .poll(() => balances.locator('td').nth(CYCLE).textContent(), { timeout: 15_000 })
      .toContain('1.550,00');
    await expect
      .poll(() =>
        browser?.page
          .locator('tr.ant-table-expanded-row')
          .getByRole('table', { name: 'Saldos' })
          .locator('tr', { hasText: 'Disponível' })
          .locator('td')
          .nth(CYCLE)
          .textContent(),
      )
      .toContain('3.450,00');
  });
});
