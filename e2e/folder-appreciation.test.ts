import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession, toast } from './support/browser';
import { appreciableFolder, COUNTED_CUSTOMER } from './support/folder-appreciation';
import { FOLDER_CYCLES } from './support/folder-counting';
import { sharedBaseUrl } from './support/shared-server';

describe('the appreciation of a counted cycle folder in the browser', () => {
  let browser: BrowserSession | null = null;
  const ricBox = `VP-${Date.now() % 1_000_000}`;
  const description = `Valorização ${ricBox}`;

  beforeAll(async () => {
    await appreciableFolder(sharedBaseUrl(), { ricBox, cycle: FOLDER_CYCLES.appreciation, description });
  }, 60_000);
  afterAll(() => browser?.close());

  it('appreciates the approved counting by volume, is refused above the executed volume, and confirms it', {
    timeout: 240_000,
  }, async () => {
    browser = await openBrowser();
    await resumeSession(browser, 'financeiro', 'Financeiro@123');
    const page = browser.page;
    await page.goto(`${browser.baseUrl}/appreciation`);
    await page.getByRole('heading', { name: 'Valorização da pasta' }).waitFor();
    const listed = page.locator('tr.ant-table-row', { hasText: description });
    await listed
      .getByRole('link', { name: `Valorizar por volume a pasta ${description}`, exact: false })
      .click();
    await page.getByRole('heading', { name: /Valorização por volume/ }).waitFor();

    // The finance volume starts at the executed volume: 80 × 2.5 = 200.00.
    const amount = page.getByLabel(`Volume financeiro da ação 1, cliente ${COUNTED_CUSTOMER}`, {
      exact: true,
    });
    expect(await amount.inputValue()).toMatch(/^80/);
    const action = page.locator('.ant-card', { hasText: 'Tabloide apurado' });
    await action.locator('td', { hasText: 'R$ 200,00' }).last().waitFor();

    // Above what the counting executed: refused with the server's message, nothing saved.
    await amount.fill('90');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page
      .getByText(/O volume financeiro passa do volume executado na apuração/)
      .first()
      .waitFor();
    await page.getByText('Em cadastro').first().waitFor();

    await amount.fill('60');
    await action.locator('td', { hasText: 'R$ 150,00' }).last().waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Valorização salva');
    await page.getByRole('button', { name: 'Confirmar valorização' }).click();
    await toast(page, 'Valorização confirmada');
    await page.getByText('Confirmada').first().waitFor();
    await page.getByRole('button', { name: 'Reabrir valorização' }).waitFor();
    expect(await amount.isDisabled()).toBe(true);

    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.getByRole('heading', { name: 'Valorização da pasta' }).waitFor();
    const row = page.locator('tr.ant-table-row', { hasText: description });
    await row.getByText('Confirmada').waitFor();
    expect(await row.innerText()).toMatch(/R\$\s150,00/);
    expect(await row.innerText()).toMatch(/R\$\s200,00/);
  });
});
