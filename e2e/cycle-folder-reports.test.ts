import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { DEMO_LINE_KEY } from './support/budget-map';
import { approvedFolder, FOLDER_CYCLES } from './support/folder-counting';
import { sharedBaseUrl } from './support/shared-server';

describe('the cycle folder reports in the browser', () => {
  let browser: BrowserSession | null = null;
  const ricBox = `RL-${Date.now() % 1_000_000}`;
  const description = `Relatório ${ricBox}`;

  beforeAll(async () => {
    // An approved folder of April: one tabloid action, 100 × 2.5 = 250.00 planned and reserved.
    await approvedFolder(sharedBaseUrl(), { ricBox, cycle: FOLDER_CYCLES.reports, description });
  }, 60_000);
  afterAll(() => browser?.close());

  it('opens the general report from the side menu’s short path, shows the folder’s money at a scale and exports it', {
    timeout: 120_000,
  }, async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await resumeSession(browser, 'admin', 'Admin@123');
    await page.goto(`${baseUrl}/general`);
    await page.waitForURL(`${baseUrl}/cycle-folder/reports/general`);
    await page.getByRole('heading', { name: 'Relatório geral da pasta de ciclo' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(description) });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      String(new Date().getFullYear()),
      '4',
      DEMO_LINE_KEY.channel,
      DEMO_LINE_KEY.commodity,
      description,
      'Aprovada',
      '1',
      '250,00',
      '250,00',
      '0,00',
      '0,00',
      '0,00',
    ]);

    await page.getByLabel('Escala', { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .getByText('Milhares', { exact: true })
      .click();
    await row.getByRole('cell', { name: '0,25' }).first().waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar para Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Relatório geral da pasta de ciclo.xlsx');

    // The folder's description opens the folder.
    await row.getByRole('link', { name: description }).click();
    await page.waitForURL(/\/cycleFolder\/edit\/\d+$/);
  });

  it('draws the finance report’s planned and executed by month, with the figures in the table', {
    timeout: 120_000,
  }, async () => {
    const session = browser ?? (await openBrowser());
    browser = session;
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/report-finance`);
    await page.getByRole('heading', { name: 'Relatório financeiro da pasta de ciclo' }).waitFor();
    await page.getByRole('img', { name: /Planejado e executado por mês/ }).waitFor();
    const april = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '4', exact: true }) });
    await april.waitFor();
    // Other tests' folders of April may be approved too: the month holds at least this one.
    const planned = (await april.getByRole('cell').nth(1).innerText()).replace(/\./g, '').replace(',', '.');
    expect(Number(planned)).toBeGreaterThanOrEqual(250);

    // YTG of a year whose months have all passed covers no cycle, and says so.
    await page.getByLabel('Ano', { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .getByText(String(new Date().getFullYear() - 1), { exact: true })
      .click();
    await page.getByLabel('Período', { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .getByText('Restante do ano (YTG)')
      .click();
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByText('O período escolhido não cobre nenhum ciclo deste ano').waitFor();
  });
});
